import * as Slider from '@radix-ui/react-slider';
import { useId } from 'react';
import type { InputRange } from '../../shared/calculators';

interface RangeSliderProps {
  label: string;
  value: number;
  range: InputRange;
  onChange: (value: number) => void;
  /** the value as shown and as read by screen readers, e.g. '500 users' */
  format: (value: number) => string;
}

/**
 * A labelled single-thumb slider (Radix): arrow keys move one step, Page Up/Down and Shift+arrow
 * ten steps, Home/End jump to the bounds.
 */
export function RangeSlider({ label, value, range, onChange, format }: RangeSliderProps) {
  const labelId = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="text-sm font-medium text-slate-200">
          {label}
        </span>
        <span className="shrink-0 whitespace-nowrap font-semibold tabular-nums text-white" aria-hidden="true">
          {format(value)}
        </span>
      </div>
      <Slider.Root
        className="relative mt-3 flex h-6 w-full touch-none select-none items-center"
        value={[value]}
        min={range.min}
        max={range.max}
        step={range.step}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-ink-700">
          <Slider.Range className="absolute h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-300" />
        </Slider.Track>
        {/* Radix sets aria-valuenow only once the thumb has mounted in a browser; the pre-rendered page needs it too */}
        <Slider.Thumb
          aria-labelledby={labelId}
          aria-valuenow={value}
          aria-valuetext={format(value)}
          className="block h-6 w-6 cursor-grab rounded-full border-2 border-brand-300 bg-ink-950 shadow-lg shadow-brand-500/30 transition-colors hover:bg-brand-300 focus-visible:bg-brand-300 focus-visible:outline-4 focus-visible:outline-offset-2 active:cursor-grabbing"
        />
      </Slider.Root>
      <div className="mt-1 flex justify-between text-xs text-slate-400" aria-hidden="true">
        <span>{format(range.min)}</span>
        <span>{format(range.max)}</span>
      </div>
    </div>
  );
}
