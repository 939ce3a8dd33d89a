import { site } from '../content/site';

/** '© <current year> BlokSecure Inc.'; the year may differ between export and visit, hence no hydration warning */
export function Copyright() {
  return (
    <p suppressHydrationWarning>
      © {new Date().getFullYear()} {site.legalName} All rights reserved.
    </p>
  );
}
