import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { limits } from '../../shared/forms/options';

export const controlClass =
  'block w-full rounded-lg border border-ink-600 bg-ink-950 px-3.5 py-2.5 text-base text-white placeholder:text-slate-400 focus:border-brand-300 focus:outline-none focus:ring-2 focus:ring-brand-300 aria-[invalid=true]:border-red-400 sm:text-sm';

interface FieldProps {
  label: string;
  /** shown after the label; required fields carry a visual star */
  required?: boolean;
  optional?: boolean;
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

/** a label, one control and its error text, wired with aria-invalid and aria-describedby */
export function Field({ label, required, optional, error, hint, children, className = '' }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 text-sm font-medium text-slate-200">
        <label htmlFor={id}>
          {label}
          {optional && <span className="font-normal text-slate-400"> (optional)</span>}
        </label>
        {/* outside the label so the field's name stays the plain label; aria-required says it to assistive tech */}
        {required && (
          <span className="text-brand-300" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </div>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export const TextInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function TextInput(props, ref) {
  return <input ref={ref} className={`${controlClass} h-11`} {...props} />;
});

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(props, ref) {
  return <textarea ref={ref} rows={5} className={`${controlClass} min-h-32 resize-y`} {...props} />;
});

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ placeholder, options, ...props }, ref) {
  return (
    <select ref={ref} className={`${controlClass} h-11 appearance-auto`} {...props}>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
});

/**
 * The honeypot: a field people never see or reach (off-screen, out of the tab order, hidden from
 * assistive technology) that form-filling bots complete. The server drops what arrives with it.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** what was typed into the form's honeypot, if anything */
export function honeypotValue(form: HTMLFormElement | null): string {
  const el = form?.elements.namedItem('website');
  return el instanceof HTMLInputElement ? el.value : '';
}

/** the aria attributes a Field hands its control */
export const fieldAria = (f: { describedBy: string | undefined; invalid: boolean }) => ({
  'aria-invalid': f.invalid,
  'aria-describedby': f.describedBy,
});

type PersonValues = { firstName: string; lastName: string; email: string };

/** First Name, Last Name and Work Email: the opening fields of the demo and trial forms */
export function PersonFields<T extends PersonValues>({ register, errors }: { register: UseFormRegister<T>; errors: FieldErrors<T> }) {
  const field = (name: keyof PersonValues) => register(name as Path<T>);
  const error = (name: keyof PersonValues) => (errors as FieldErrors<PersonValues>)[name]?.message;
  return (
    <>
      <Field label="First Name" required error={error('firstName')}>
        {(f) => (
          <TextInput id={f.id} {...field('firstName')} {...fieldAria(f)} aria-required autoComplete="given-name" maxLength={limits.name} />
        )}
      </Field>
      <Field label="Last Name" required error={error('lastName')}>
        {(f) => (
          <TextInput id={f.id} {...field('lastName')} {...fieldAria(f)} aria-required autoComplete="family-name" maxLength={limits.name} />
        )}
      </Field>
      <Field label="Work Email" required error={error('email')}>
        {(f) => (
          <TextInput
            id={f.id}
            type="email"
            {...field('email')}
            {...fieldAria(f)}
            aria-required
            autoComplete="email"
            maxLength={limits.email}
          />
        )}
      </Field>
    </>
  );
}
