import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Report } from '@buka/domain/reports';
import { dateOfDayNumber, dayNumberOf, formatDate } from '@buka/domain/shop-clock';
import { nairaMoney } from '../../../shared/ui/price';

const DAY_SECONDS = 86_400;
/** Room for one date under the chart. */
const LABEL_PX = 64;

/**
 * Sales per period as bars (uPlot: about 22 KB gzip, loaded with the reports page only). The
 * figures are also in the table beside it, for screen readers and for copying.
 */
export function SalesChart({ sales }: { sales: Report['sales'] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const xs = sales.map((row) => dayNumberOf(row.period) * DAY_SECONDS);
    const ys = sales.map((row) => row.sales);
    const width = () => Math.max(element.clientWidth, 280);
    const chart = new uPlot(
      {
        width: width(),
        height: 240,
        // Periods are dates, drawn as such whatever the browser's zone.
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'UTC'),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.1] } },
        axes: [
          {
            stroke: '#57534e',
            grid: { show: false },
            // Ticks on the periods themselves, as many as fit, in the clock's words ('27 Nov'),
            // not in uPlot's own ('11/27'), and never an hour inside a one-day range.
            splits: (u) => {
              const every = Math.ceil(xs.length / Math.max(1, Math.floor(u.width / LABEL_PX)));
              return xs.filter((_, index) => index % every === 0);
            },
            values: (_u, splits) =>
              splits.map((seconds) => formatDate(dateOfDayNumber(seconds / DAY_SECONDS))),
          },
          {
            stroke: '#57534e',
            size: 70,
            values: (_u, values) => values.map((value) => nairaMoney(value)),
            grid: { stroke: '#e7e5e4' },
          },
        ],
        series: [
          {},
          {
            label: 'Sales',
            fill: '#c2410c',
            stroke: '#9a3412',
            paths: uPlot.paths.bars!({ size: [0.7, 48] }),
            points: { show: false },
          },
        ],
      },
      [xs, ys],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 240 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [sales]);

  return (
    <div
      ref={box}
      role="img"
      aria-label="Sales chart: the same figures as the table below"
      className="w-full"
    />
  );
}
