import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface NavItemLinkProps {
  href: string;
  external?: boolean;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** an internal route link, or an external link that opens in a new tab */
export function NavItemLink({ href, external, className, onClick, children }: NavItemLinkProps) {
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
