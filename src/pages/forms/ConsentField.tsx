import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { consentLabel } from './copy';

/** the optional marketing-consent checkbox of the demo and trial forms */
export const ConsentField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function ConsentField(props, ref) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className="mt-1 h-4 w-4 shrink-0 rounded border-ink-600 bg-ink-950 accent-brand-400"
        {...props}
      />
      <label htmlFor={id} className="text-sm text-slate-300">
        {consentLabel}
      </label>
    </div>
  );
});
