import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  menuImportAnswerSchema,
  type MenuImportAnswer,
  type MenuImportInput,
} from '@buka/domain/menu-import';
import { api } from '../../../shared/api/client';
import { queryKeys } from '../../../shared/api/query-keys';
import { saveDownload } from '../../../shared/staff/save-download';

/** The menu saved as a CSV file, in the columns an import reads. */
export function useExportMenu() {
  return useMutation({ mutationFn: () => saveDownload('/api/admin/menu.csv', 'menu.csv') });
}

/** A menu file checked (write: false) or written (write: true); see docs/menu-import.md. */
export function useImportMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MenuImportInput): Promise<MenuImportAnswer> =>
      menuImportAnswerSchema.parse(
        (await api<unknown>('/api/admin/menu-import', { method: 'POST', body: input })).data,
      ),
    onSuccess: (answer) => {
      if (!answer.written) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.products });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.menu });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.dashboard });
    },
  });
}
