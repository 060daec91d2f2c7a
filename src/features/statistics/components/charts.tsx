import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * The drawings, on recharts. Each sits in a ChartCard that gives it a heading, a text summary
 * (role="img") and a data table, so the library's own keyboard layer is turned off: it would put
 * focusable SVG inside an image.
 */
export interface Series {
  key: string;
  label: string;
  color: string;
}

const TICK = { fill: 'var(--chakra-colors-fg-muted)', fontSize: 12 };
const TOOLTIP = { contentStyle: { background: 'var(--chakra-colors-bg-panel)', color: 'var(--chakra-colors-fg)' }, cursor: { fill: 'var(--chakra-colors-bg-muted)' } };

interface BarsProps {
  data: readonly Record<string, unknown>[];
  categoryKey: string;
  series: readonly Series[];
  /** Bars running sideways, one row per category: long area names stay readable on a 390 px phone. */
  sideways?: boolean;
}

export function BarsChart({ data, categoryKey, series, sideways = false }: BarsProps) {
  const height = sideways ? Math.max(160, data.length * 34 + 48) : 260;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={[...data]} layout={sideways ? 'vertical' : 'horizontal'} accessibilityLayer={false} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--chakra-colors-border)" horizontal={!sideways} vertical={sideways} />
        {sideways ? (
          <>
            <XAxis type="number" allowDecimals tick={TICK} />
            <YAxis type="category" dataKey={categoryKey} width={104} tick={TICK} interval={0} />
          </>
        ) : (
          <>
            <XAxis dataKey={categoryKey} tick={TICK} interval={0} />
            <YAxis allowDecimals={false} width={40} tick={TICK} />
          </>
        )}
        <Tooltip {...TOOLTIP} />
        {series.length > 1 && <Legend />}
        {series.map((s) => (
          <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} radius={sideways ? [0, 4, 4, 0] : [4, 4, 0, 0]} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface Slice {
  key: string;
  name: string;
  value: number;
  color: string;
}

export function DonutChart({ slices }: { slices: readonly Slice[] }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <PieChart accessibilityLayer={false}>
        <Pie data={[...slices]} dataKey="value" nameKey="name" innerRadius="45%" outerRadius="75%" isAnimationActive={false}>
          {slices.map((slice) => (
            <Cell key={slice.key} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip contentStyle={TOOLTIP.contentStyle} />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}
