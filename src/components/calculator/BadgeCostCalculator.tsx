import { useState } from 'react';
import type { BadgeCalculatorCopy } from '../../content/products/blokbadge';
import { badgeCostBreakdown, badgeCostRanges, defaultsOf, formatCount, formatUsd } from '../../shared/calculators';
import { CalculatorPanel } from './CalculatorPanel';
import { RangeSlider } from './RangeSlider';

export interface BadgeCostCalculatorProps {
  resultLabel: string;
  copy: BadgeCalculatorCopy;
}

/** BlokBadge's badge-cost calculator: new badges plus administrator time, per year, rounded */
export default function BadgeCostCalculator({ resultLabel, copy }: BadgeCostCalculatorProps) {
  const [input, setInput] = useState(() => defaultsOf(badgeCostRanges));
  const { replacements, badgeCost, adminCost, total } = badgeCostBreakdown(input);
  const set = (key: keyof typeof input) => (value: number) => setInput((s) => ({ ...s, [key]: value }));
  return (
    <CalculatorPanel
      resultLabel={resultLabel}
      result={formatUsd(total)}
      breakdown={
        <dl className="mx-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-left">
          <dt>{copy.replacementsLabel}</dt>
          <dd className="text-right tabular-nums text-white">{formatCount(replacements)}</dd>
          <dt>{copy.badgeCostLabel}</dt>
          <dd className="text-right tabular-nums text-white">{formatUsd(badgeCost)}</dd>
          <dt>{copy.adminCostLabel}</dt>
          <dd className="text-right tabular-nums text-white">{formatUsd(adminCost)}</dd>
        </dl>
      }
      note={copy.note}
    >
      <RangeSlider
        label={copy.holdersLabel}
        value={input.holders}
        range={badgeCostRanges.holders}
        format={(v) => `${formatCount(v)} ${copy.holdersUnit}`}
        onChange={set('holders')}
      />
      <RangeSlider
        label={copy.percentLabel}
        value={input.percentLost}
        range={badgeCostRanges.percentLost}
        format={(v) => `${v}%`}
        onChange={set('percentLost')}
      />
      <RangeSlider
        label={copy.costLabel}
        value={input.costPerBadge}
        range={badgeCostRanges.costPerBadge}
        format={formatUsd}
        onChange={set('costPerBadge')}
      />
      <RangeSlider
        label={copy.minutesLabel}
        value={input.adminMinutes}
        range={badgeCostRanges.adminMinutes}
        format={(v) => `${v} ${copy.minutesUnit}`}
        onChange={set('adminMinutes')}
      />
    </CalculatorPanel>
  );
}
