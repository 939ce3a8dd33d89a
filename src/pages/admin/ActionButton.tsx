import type { ReactNode } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClass } from '../../components/Button';
import { adminCopy } from './copy';

interface ActionButtonProps {
  children: ReactNode;
  onClick: () => void;
  /** this button's action is running: spinner, busy */
  pending: boolean;
  /** any action is running: every button waits */
  disabled: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  label?: string;
}

/** an admin action button: disabled while any action runs, with a spinner on the running one */
export function ActionButton({ children, onClick, pending, disabled, variant = 'primary', size = 'md', label }: ActionButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass(variant, size)}
      onClick={onClick}
      disabled={disabled || pending}
      aria-busy={pending}
      aria-label={label}
    >
      {pending && (
        <span
          data-spinner=""
          className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden="true"
        />
      )}
      {children}
      {pending && <span className="sr-only"> ({adminCopy.working})</span>}
    </button>
  );
}
