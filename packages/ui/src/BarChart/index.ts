export { BarChart } from './BarChart';
export type { BarChartProps, BarTone, ChartBar } from './BarChart';
