import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { honeypotField } from '../../shared/forms/honeypot';

export type InitialValues = Record<string, string | boolean>;

/** what the visitor already typed into the server-rendered form before its code arrived */
function typedValues(formSelector: string): InitialValues {
  if (typeof document === 'undefined') return {};
  const form = document.querySelector<HTMLFormElement>(formSelector);
  const out: InitialValues = {};
  for (const el of Array.from(form?.elements ?? [])) {
    if (el instanceof HTMLInputElement && el.name && el.name !== honeypotField)
      out[el.name] = el.type === 'checkbox' ? el.checked : el.value;
    else if ((el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) && el.name) out[el.name] = el.value;
  }
  return out;
}

/**
 * A form whose code (react-hook-form, zod) loads in its own chunk after the page has hydrated. The
 * exported HTML already holds the form, so nothing moves; what is typed meanwhile is carried over by
 * `initialValues`, read just before the form hydrates. A getter, because React retries a suspended
 * boundary with the props of its first attempt.
 */
export function lazyFormWithTypedValues<P extends object>(
  /** finds the server-rendered form, e.g. 'form[data-form="demo"]' */
  formSelector: string,
  load: () => Promise<ComponentType<P & { initialValues: () => InitialValues }>>,
) {
  let typed: InitialValues = {};
  const Form = lazy(async () => {
    const Component = await load();
    typed = typedValues(formSelector);
    return { default: Component };
  });
  return { Form, initialValues: () => typed };
}

/** the boundary around a lazy form; its fallback shows only when a page is reached in the browser */
export function FormBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="py-16 text-center text-slate-300">
          Loading the form…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
