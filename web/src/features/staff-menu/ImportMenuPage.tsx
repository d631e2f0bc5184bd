import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  GROUP_SEPARATOR,
  MENU_IMPORT_MAX_CHARS,
  MENU_IMPORT_MAX_ROWS,
  menuCsvColumns,
  menuImportMessages,
  type MenuImportAnswer,
  type MenuImportRow,
} from '@buka/domain/menu-import';
import { messages } from '@buka/domain/messages';
import { ApiError } from '../../shared/api/client';
import { PageTitle } from '../../shared/staff/PageTitle';
import { Button } from '../../shared/ui/Button';
import { buttonClasses } from '../../shared/ui/button-styles';
import { useExportMenu, useImportMenu } from './api/menu-file';

const problemOf = (error: unknown) =>
  error instanceof ApiError ? error.message : messages.somethingWentWrong;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The menu out as a CSV file and back in, each row checked before anything is written. */
export default function ImportMenuPage() {
  const exportMenu = useExportMenu();
  const importMenu = useImportMenu();
  const [file, setFile] = useState<{ name: string; text: string }>();
  const [answer, setAnswer] = useState<MenuImportAnswer>();
  const [problem, setProblem] = useState<string>();
  const fileInput = useId();

  const check = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setAnswer(undefined);
    setProblem(undefined);
    setFile(undefined);
    if (!chosen) return;
    const text = await chosen.text();
    if (text.length > MENU_IMPORT_MAX_CHARS) {
      setProblem(menuImportMessages.tooBig);
      return;
    }
    setFile({ name: chosen.name, text });
    importMenu.mutate(
      { csv: text, write: false },
      { onSuccess: setAnswer, onError: (error) => setProblem(problemOf(error)) },
    );
  };

  const write = () => {
    if (!file) return;
    importMenu.mutate(
      { csv: file.text, write: true },
      { onSuccess: setAnswer, onError: (error) => setProblem(problemOf(error)) },
    );
  };

  const toWrite = answer ? answer.added + answer.updated : 0;
  return (
    <>
      <PageTitle
        aside={
          <Link to="/admin/menu" className={buttonClasses('secondary')}>
            Back to the menu
          </Link>
        }
      >
        Import or export the menu
      </PageTitle>

      <section className="mb-6 flex flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <h2 className="text-lg font-bold">Export</h2>
        <p className="text-sm text-stone-700">
          Every dish in a CSV file that a spreadsheet opens. Change it there and import it again
          below: dishes are matched by name.
        </p>
        <div>
          <Button
            variant="secondary"
            loading={exportMenu.isPending}
            onClick={() => exportMenu.mutate()}
          >
            Download the menu as CSV
          </Button>
        </div>
        {exportMenu.isError && (
          <p role="alert" className="text-sm text-red-700">
            {problemOf(exportMenu.error)}
          </p>
        )}
      </section>

      <section className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <h2 className="text-lg font-bold">Import</h2>
        <div className="text-sm text-stone-700">
          <p>
            A CSV file with a first line naming the columns. <strong>name</strong>,{' '}
            <strong>category</strong> and <strong>price (NGN)</strong> are needed; the others may be
            left out or empty: {columnList()}. Several groups of choices go in one cell with “
            {GROUP_SEPARATOR}” between them, and must already exist on the menu page. A new dish
            without a picture shows a plate until you upload its own. At most {MENU_IMPORT_MAX_ROWS}{' '}
            dishes at once.
          </p>
          <p className="mt-1">
            Nothing is written until you see each row and press Import; a row with a problem is left
            out and named.
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={fileInput} className="text-sm font-semibold text-stone-900">
            CSV file
          </label>
          <input
            id={fileInput}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={(event) => void check(event)}
            className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold"
          />
        </div>
        {importMenu.isPending && (
          <p role="status" className="text-sm text-stone-700">
            {importMenu.variables.write ? 'Writing the dishes…' : 'Checking the file…'}
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        {answer && file && (
          <ImportAnswer answer={answer} fileName={file.name}>
            {!answer.written && toWrite > 0 && (
              <div>
                <Button loading={importMenu.isPending} onClick={write}>
                  Import {plural(toWrite, 'dish', 'dishes')}
                </Button>
              </div>
            )}
          </ImportAnswer>
        )}
      </section>
    </>
  );
}

function columnList() {
  return menuCsvColumns
    .filter((column) => !['name', 'category', 'price'].includes(column.key))
    .map((column) => column.heading)
    .join(', ');
}

function ImportAnswer({
  answer,
  fileName,
  children,
}: {
  answer: MenuImportAnswer;
  fileName: string;
  children: ReactNode;
}) {
  const refused = answer.rows.filter((row) => row.problems.length > 0);
  const good = answer.rows.filter((row) => row.problems.length === 0);
  const counts = [
    plural(answer.added, 'dish', 'dishes') + (answer.written ? ' added' : ' to add'),
    plural(answer.updated, 'dish', 'dishes') + (answer.written ? ' changed' : ' to change'),
    plural(answer.refused, 'row', 'rows') + ' refused',
  ].join(', ');
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <p role="status" className="font-semibold text-stone-900">
        {answer.written ? `Imported from ${fileName}: ` : `${fileName}: `}
        {counts}.
      </p>
      {refused.length > 0 && (
        <div>
          <h3 className="font-semibold text-red-800">
            Refused {answer.written ? '(not written)' : '(will not be written)'}
          </h3>
          <RowList rows={refused} />
        </div>
      )}
      {children}
      {good.length > 0 && (
        <details>
          <summary className="cursor-pointer text-sm font-semibold text-stone-800">
            {answer.written ? 'Written' : 'To write'}: {plural(good.length, 'row', 'rows')}
          </summary>
          <RowList rows={good} />
        </details>
      )}
    </div>
  );
}

function RowList({ rows }: { rows: MenuImportRow[] }) {
  return (
    <ul className="mt-1 divide-y divide-stone-100 text-sm">
      {rows.map((row) => (
        <li key={row.line} className="py-1.5">
          <span className="text-stone-500">Line {row.line}: </span>
          <span className="font-medium">{row.name || '(no name)'}</span>
          <span className="text-stone-600">
            {' '}
            — {row.action === 'add' ? 'new dish' : 'changes the dish on the menu'}
          </span>
          {row.problems.length > 0 && (
            <ul className="ml-4 list-disc text-red-800">
              {row.problems.map((each) => (
                <li key={each}>{each}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
