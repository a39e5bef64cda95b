// What other modules and scripts may use of the dashboard module: the only file of it they import.
export { queueCounts } from './queue-counts.ts';
export { salesReport } from './sales-report.ts';
