import { useState } from 'react';
import type { PasswordCalculatorCopy } from '../../content/products/blokkey';
import { COST_PER_RESET, defaultsOf, formatCount, formatUsd, passwordCostRanges, passwordResetCost } from '../../shared/calculators';
import { CalculatorPanel } from './CalculatorPanel';
import { RangeSlider } from './RangeSlider';

export interface PasswordCostCalculatorProps {
  resultLabel: string;
  copy: PasswordCalculatorCopy;
}

/** BlokKey's password-cost calculator: users × resets per year × $50 */
export default function PasswordCostCalculator({ resultLabel, copy }: PasswordCostCalculatorProps) {
  const [input, setInput] = useState(() => defaultsOf(passwordCostRanges));
  const resets = (n: number) => `${n} ${n === 1 ? copy.resetUnit.one : copy.resetUnit.other}`;
  return (
    <CalculatorPanel
      resultLabel={resultLabel}
      result={formatUsd(passwordResetCost(input))}
      breakdown={
        <p>
          {formatCount(input.users)} {copy.usersUnit} × {resets(input.resetsPerYear)} × {formatUsd(COST_PER_RESET)} {copy.perReset}
        </p>
      }
      note={copy.note}
    >
      <RangeSlider
        label={copy.usersLabel}
        value={input.users}
        range={passwordCostRanges.users}
        format={(v) => `${formatCount(v)} ${copy.usersUnit}`}
        onChange={(users) => setInput((s) => ({ ...s, users }))}
      />
      <RangeSlider
        label={copy.resetsLabel}
        value={input.resetsPerYear}
        range={passwordCostRanges.resetsPerYear}
        format={resets}
        onChange={(resetsPerYear) => setInput((s) => ({ ...s, resetsPerYear }))}
      />
    </CalculatorPanel>
  );
}
