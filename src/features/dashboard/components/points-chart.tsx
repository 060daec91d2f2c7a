import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthPoints } from '../points-by-month';

/**
 * The bars themselves. Its own module so the chart library is fetched only after the dashboard's
 * first paint (the card imports it with React.lazy). The SVG is decoration for sighted users: the
 * card gives it a text summary and a data table, so the library's keyboard layer is off.
 */
export default function PointsChart({ months, pointsLabel }: { months: readonly MonthPoints[]; pointsLabel: string }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={[...months]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--chakra-colors-border)" vertical={false} />
        <XAxis dataKey="label" tick={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: 12 }} />
        <YAxis allowDecimals={false} tick={{ fill: 'var(--chakra-colors-fg-muted)', fontSize: 12 }} />
        <Tooltip cursor={{ fill: 'var(--chakra-colors-bg-muted)' }} contentStyle={{ background: 'var(--chakra-colors-bg-panel)', color: 'var(--chakra-colors-fg)' }} />
        <Bar dataKey="points" name={pointsLabel} fill="var(--chakra-colors-brand-solid)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
