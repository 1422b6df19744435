/** One line per figure: within budget or not, the figure, its budget and the reference it is judged beside. */

export interface Served {
  origin: string;
  close(): Promise<void>;
}

export interface Figure {
  label: string;
  figure: number;
  unit: string;
  budget: number;
  /** Scores and throughput must reach their budget; times and sizes must stay under it. */
  higherIsBetter?: boolean;
  /** How the budget was reached when it is not a fixed number, e.g. "0.8 × bare Fastify". */
  budgetRule?: string;
  reference?: { label: string; figure: number };
}

const format = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));

export function report({ label, figure, unit, budget, higherIsBetter, budgetRule, reference }: Figure): boolean {
  const ok = higherIsBetter ? figure >= budget : figure <= budget;
  const sign = higherIsBetter ? '≥' : '≤';
  const rule = budgetRule ? ` = ${budgetRule}` : '';
  const beside = reference ? `; ${reference.label} ${format(reference.figure)}${unit}` : '';
  console.log(
    `  ${ok ? 'ok  ' : 'MISS'} ${label.padEnd(44)} ${`${format(figure)}${unit}`.padStart(11)}  (budget ${sign} ${format(budget)}${unit}${rule}${beside})`,
  );
  return ok;
}

/** The value below which `quantile` of the sorted samples fall. */
export function percentile(sorted: number[], quantile: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * quantile))] ?? 0;
}
