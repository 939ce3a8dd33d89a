/**
 * Embeds the third-party (HubSpot-style) marketing form. Any failure (script blocked or offline,
 * form definition missing, no 'ready' in time) rejects, and the page falls back to its native form.
 */
import type { PublicConfig } from '../../shared/pageData';

type EventFormConfig = NonNullable<PublicConfig['eventForm']>;

interface HubspotFormOptions {
  region: string;
  portalId: string;
  formId: string;
  target: string;
  onFormReady?: () => void;
  onFormSubmitted?: () => void;
}

declare global {
  interface Window {
    hbspt?: { forms?: { create(options: HubspotFormOptions): void } };
  }
}

/** the embed script of the form's data region */
export function marketingFormScriptUrl(region: string): string {
  return region === 'na1' ? 'https://js.hsforms.net/forms/embed/v2.js' : `https://js-${region}.hsforms.net/forms/embed/v2.js`;
}

let scriptLoad: Promise<void> | null = null;

function loadScript(src: string): Promise<void> {
  scriptLoad ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptLoad = null;
      script.remove();
      reject(new Error(`the form script ${src} did not load`));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

/** renders the form into `target`; resolves once it is shown, rejects (after `timeoutMs`) when it can't be */
export async function embedMarketingForm(
  config: EventFormConfig,
  target: HTMLElement,
  onSubmitted: () => void,
  timeoutMs = 10_000,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the marketing form was not ready after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([
      (async () => {
        await loadScript(marketingFormScriptUrl(config.region));
        const forms = window.hbspt?.forms;
        if (!forms) throw new Error('the form script loaded but did not define hbspt.forms');
        await new Promise<void>((resolve) => {
          forms.create({
            region: config.region,
            portalId: config.portalId,
            formId: config.formId,
            target: `#${target.id}`,
            onFormReady: resolve,
            onFormSubmitted: onSubmitted,
          });
        });
      })(),
      timeout,
    ]);
  } catch (err) {
    target.replaceChildren();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}
