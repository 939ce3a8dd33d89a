import { expect, type Page, type Route, test } from '@playwright/test';
import { collectErrors, expectNoA11yViolations, waitForHydration } from './helpers';

/** opens a form page and waits until the form's own code runs (demo and trial load it after hydration) */
async function openForm(page: Page, path: string, form: 'contact' | 'demo' | 'trial') {
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.locator(`form[data-form="${form}"][data-ready="true"]`)).toHaveCount(1);
}

/** records what the browser sends to an API path and lets it through after a pause (so the busy label shows) */
async function recordRequests(page: Page, path: string, delayMs = 400) {
  const bodies: unknown[] = [];
  await page.route(`**${path}`, async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    await new Promise((r) => setTimeout(r, delayMs));
    await route.continue();
  });
  return bodies;
}

/** makes an API path fail like a broken server */
async function failRequests(page: Page, path: string) {
  const bodies: unknown[] = [];
  await page.route(`**${path}`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal server error"}' });
  });
  return bodies;
}

/** collects analytics events sent through window.gtag */
async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: unknown[]; gtag: (...a: unknown[]) => void };
    w.__events = [];
    w.gtag = (...args: unknown[]) => void w.__events.push(args);
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { __events: Array<[string, string, Record<string, unknown>]> }).__events
        .filter((e) => e[0] === 'event')
        .map((e) => [e[1], e[2].event_category, e[2].event_label]),
    );
}

/** the page's own content (the footer has an 'Email address' field too) */
const main = (page: Page) => page.getByRole('main');
const toastRegion = (page: Page) => page.getByRole('region', { name: /Notifications \(F8\)/ });

test.describe('contact page', () => {
  test('hero, the Get In Touch form and the contact details; no a11y violations', async ({ page }) => {
    const errors = collectErrors(page);
    await openForm(page, '/contact', 'contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
    await expect(page.getByText('Fill out the form and our team will get back to you within one business day.')).toBeVisible();
    const info = page.getByRole('complementary', { name: 'Contact Information' });
    await expect(info.getByRole('link', { name: 'info@bloksecure.com' })).toHaveAttribute('href', 'mailto:info@bloksecure.com');
    await expect(info.getByRole('link', { name: 'sales@bloksecure.com' })).toHaveAttribute('href', 'mailto:sales@bloksecure.com');
    await expect(info.getByText('100 Bond Street East, Suite 400, Oshawa, Ontario L1H 0A1, Canada')).toBeVisible();
    for (const name of ['LinkedIn', 'YouTube', 'X'])
      await expect(info.getByRole('link', { name: new RegExp(`^${name} `) })).toHaveAttribute('target', '_blank');
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('the browser checks the required fields and the email before anything is sent', async ({ page }) => {
    const bodies = await recordRequests(page, '/api/leads');
    await openForm(page, '/contact', 'contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(main(page).getByLabel('Full Name')).toBeFocused();
    expect(
      await main(page)
        .getByLabel('Full Name')
        .evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true);
    await main(page).getByLabel('Full Name').fill('Ada Lovelace');
    await main(page).getByLabel('Email Address').fill('not-an-email');
    await main(page).getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(main(page).getByLabel('Email Address')).toBeFocused();
    expect(
      await main(page)
        .getByLabel('Email Address')
        .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
    ).toBe(true);
    expect(bodies).toEqual([]);
  });

  test('sending shows the Thank You panel and the toast; Send Another Message brings back an empty form', async ({ page }) => {
    const events = await recordAnalytics(page);
    const bodies = await recordRequests(page, '/api/leads');
    await openForm(page, '/contact', 'contact');
    await main(page).getByLabel('Full Name').fill('Ada Lovelace');
    await main(page).getByLabel('Email Address').fill('ada@example.com');
    await main(page).getByLabel('Message').fill('Please call me about BlokBadge.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused();
    await expect(toastRegion(page).getByText('Message Sent!')).toBeVisible();
    await expect(toastRegion(page).getByText("Thank you for contacting us. We'll be in touch soon.")).toBeVisible();
    expect(bodies).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        companySize: 'Unknown',
        message: 'Please call me about BlokBadge.',
        formType: 'contact',
        marketingConsent: false,
      },
    ]);
    expect(await events()).toEqual([
      ['form_submit', 'contact', 'contact_form'],
      ['form_submit_success', 'contact', 'contact_form'],
    ]);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(main(page).getByLabel('Full Name')).toBeFocused();
    for (const label of ['Full Name', 'Email Address', 'Company', 'Phone', 'Message'])
      await expect(main(page).getByLabel(label)).toHaveValue('');
  });

  test('company and phone are sent when given, with companySize carrying the company', async ({ page }) => {
    const bodies = await recordRequests(page, '/api/leads', 0);
    await openForm(page, '/contact', 'contact');
    await main(page).getByLabel('Full Name').fill('Grace Hopper');
    await main(page).getByLabel('Email Address').fill('grace@example.com');
    await main(page).getByLabel('Company').fill('Navy');
    await main(page).getByLabel('Phone').fill('+1 905 555 0100');
    await main(page).getByLabel('Message').fill('Hi');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    expect(bodies).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Navy',
        companySize: 'Navy',
        phone: '+1 905 555 0100',
        message: 'Hi',
        formType: 'contact',
        marketingConsent: false,
      },
    ]);
  });

  test('a failure keeps what was typed and shows the destructive toast', async ({ page }) => {
    const events = await recordAnalytics(page);
    await failRequests(page, '/api/leads');
    await openForm(page, '/contact', 'contact');
    await main(page).getByLabel('Full Name').fill('Ada Lovelace');
    await main(page).getByLabel('Email Address').fill('ada@example.com');
    await main(page).getByLabel('Message').fill('Keep me');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = toastRegion(page).locator('li');
    await expect(toast.getByText('Error', { exact: true })).toBeVisible();
    await expect(toast.getByText('There was a problem submitting your message. Please try again.')).toBeVisible();
    await expect(page.locator('li[data-variant="destructive"]')).toHaveCount(1);
    await expect(main(page).getByLabel('Full Name')).toHaveValue('Ada Lovelace');
    await expect(main(page).getByLabel('Message')).toHaveValue('Keep me');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(await events()).toEqual([
      ['form_submit', 'contact', 'contact_form'],
      ['form_submit_error', 'contact', 'contact_form'],
    ]);
  });
});

test.describe('a retried submission (Idempotency-Key)', () => {
  test('after a 502 the form tries once more by itself with the same key, and the API stores the lead once', async ({ page }) => {
    const keys: string[] = [];
    const answers: Array<[number, string | undefined]> = [];
    let first = true;
    await page.route('**/api/leads', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (first) {
        first = false;
        // the lead reaches the API, but the proxy loses the answer
        const res = await route.fetch();
        answers.push([res.status(), res.headers()['idempotent-replayed']]);
        await route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' });
        return;
      }
      const res = await route.fetch();
      answers.push([res.status(), res.headers()['idempotent-replayed']]);
      await route.fulfill({ response: res });
    });
    await openForm(page, '/contact', 'contact');
    const email = `retry-${Date.now()}@example.com`;
    await main(page).getByLabel('Full Name').fill('Retry Visitor');
    await main(page).getByLabel('Email Address').fill(email);
    await main(page).getByLabel('Message').fill('Once only');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toastRegion(page).getByText('Message Sent!')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(keys[1]).toBe(keys[0]);
    // the retry was answered with the first answer: the lead was stored once
    expect(answers).toEqual([
      [201, undefined],
      [201, 'true'],
    ]);
  });
});

const demoMessages = {
  'First Name': 'First name must be at least 2 characters.',
  'Last Name': 'Last name must be at least 2 characters.',
  'Work Email': 'Please enter a valid email address.',
  Company: 'Company name must be at least 2 characters.',
  'Company Size': 'Please select your company size.',
  'Job Title': 'Job title must be at least 2 characters.',
  'Product Interest': 'Please select at least one product.',
};

async function fillDemo(page: Page) {
  await main(page).getByLabel('First Name').fill('Ada');
  await main(page).getByLabel('Last Name').fill('Lovelace');
  await main(page).getByLabel('Work Email').fill('ada@example.com');
  await main(page).getByLabel('Company', { exact: true }).fill('Analytical Engines');
  await main(page).getByLabel('Company Size').selectOption('201-500');
  await main(page).getByLabel('Job Title').fill('Head of IT');
  await main(page).getByLabel('Product Interest').selectOption('BlokSafe');
}

test.describe('demo page', () => {
  test('three benefits, the form, the spec options; no a11y violations', async ({ page }) => {
    const errors = collectErrors(page);
    await openForm(page, '/demo', 'demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Request a Demo' })).toBeVisible();
    for (const b of ['Personalized demo', '30-minute session', 'No commitment'])
      await expect(page.getByRole('heading', { name: b })).toBeVisible();
    const sizes = await page
      .getByLabel('Company Size')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(sizes).toEqual(['', '1-50', '51-200', '201-500', '501-1000', '1001-5000', '5000+']);
    const products = await page
      .getByLabel('Product Interest')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(products).toEqual(['', 'BlokKey', 'BlokBadge', 'BlokSafe', 'All', 'Not Sure']);
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('validates on submit, focuses the first invalid field, then re-validates on change', async ({ page }) => {
    const bodies = await recordRequests(page, '/api/leads');
    await openForm(page, '/demo', 'demo');
    // nothing shows before the first submit
    await main(page).getByLabel('First Name').fill('A');
    await expect(page.getByText(demoMessages['First Name'])).toHaveCount(0);
    await main(page).getByLabel('First Name').fill('');

    await page.getByRole('button', { name: 'Request Demo' }).click();
    for (const [label, message] of Object.entries(demoMessages)) {
      const field = main(page).getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(main(page).getByLabel('First Name')).toBeFocused();
    await expectNoA11yViolations(page);

    // on change: the message goes as soon as the value is valid and comes back when it is not
    await main(page).getByLabel('First Name').fill('Ad');
    await expect(page.getByText(demoMessages['First Name'])).toHaveCount(0);
    await main(page).getByLabel('First Name').fill('A');
    await expect(page.getByText(demoMessages['First Name'])).toBeVisible();
    await main(page).getByLabel('First Name').fill('Ada');

    // the next submit focuses the first field still invalid
    await main(page).getByLabel('Last Name').fill('Lovelace');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(main(page).getByLabel('Work Email')).toBeFocused();
    await main(page).getByLabel('Work Email').fill('ada@example');
    await expect(page.getByText(demoMessages['Work Email'])).toBeVisible();
    expect(bodies).toEqual([]);
  });

  test('submits the spec payload, shows the thank-you panel and its two buttons', async ({ page }) => {
    const events = await recordAnalytics(page);
    const bodies = await recordRequests(page, '/api/leads');
    await openForm(page, '/demo', 'demo');
    await fillDemo(page);
    await main(page).getByLabel('Preferred Date').fill('Next Tuesday, 2pm EST');
    await main(page).getByLabel('Message').fill('We have 300 frontline staff.');
    await main(page)
      .getByLabel(/I agree to receive/)
      .check();
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    await expect(page.getByRole('heading', { name: 'Thank you for your request!' })).toBeFocused();
    await expect(toastRegion(page).getByText('Demo request submitted!')).toBeVisible();
    await expect(toastRegion(page).getByText(/representative will contact you shortly/)).toBeVisible();
    expect(bodies).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical Engines',
        companySize: '201-500',
        phone: '',
        message: 'Product Interest: BlokSafe\nJob Title: Head of IT\nPreferred Date: Next Tuesday, 2pm EST\n\nWe have 300 frontline staff.',
        formType: 'demo',
        marketingConsent: true,
      },
    ]);
    expect(await events()).toEqual([
      ['form_submit', 'demo', 'demo_request_form'],
      ['form_submit_success', 'demo', 'demo_request_form'],
    ]);
    await expect(page.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Submit another request' }).click();
    await expect(main(page).getByLabel('First Name')).toBeFocused();
    await expect(main(page).getByLabel('First Name')).toHaveValue('');
    await expect(main(page).getByLabel('Company Size')).toHaveValue('');

    // and back home
    await page.goto('/demo');
    await openForm(page, '/demo', 'demo');
    await fillDemo(page);
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await page.getByRole('link', { name: 'Return to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failure keeps the answers and shows the destructive toast', async ({ page }) => {
    await failRequests(page, '/api/leads');
    await openForm(page, '/demo', 'demo');
    await fillDemo(page);
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(toastRegion(page).getByText('Error submitting form')).toBeVisible();
    await expect(toastRegion(page).getByText('There was an error submitting your request. Please try again.')).toBeVisible();
    await expect(page.locator('li[data-variant="destructive"]')).toHaveCount(1);
    await expect(main(page).getByLabel('First Name')).toHaveValue('Ada');
    await expect(main(page).getByLabel('Company Size')).toHaveValue('201-500');
    await expect(page.getByRole('button', { name: 'Request Demo' })).toBeEnabled();
  });

  test('text typed before the form code arrives is kept', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/assets/DemoForm-*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/demo');
    await waitForHydration(page);
    await main(page).getByLabel('First Name').fill('Early');
    release();
    await expect(page.locator('form[data-form="demo"][data-ready="true"]')).toHaveCount(1);
    await expect(main(page).getByLabel('First Name')).toHaveValue('Early');
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText(demoMessages['First Name'])).toHaveCount(0);
    await expect(page.getByText(demoMessages['Last Name'])).toBeVisible();
  });
});

const trialMessages = {
  'First Name': 'First name is required',
  'Last Name': 'Last name is required',
  'Work Email': 'Invalid email address',
  Company: 'Company name is required',
  'Company Size': 'Please select your company size',
  'Job Title': 'Job title is required',
};

test.describe('free trial page', () => {
  test('validates every required field with the spec messages and focuses the first', async ({ page }) => {
    const errors = collectErrors(page);
    await openForm(page, '/free-trial', 'trial');
    await expect(page.getByRole('heading', { level: 1, name: 'Start Your Free 14-Day Trial' })).toBeVisible();
    const sizes = await page
      .getByLabel('Company Size')
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(sizes).toEqual(['', '1-10', '11-50', '51-200', '201-500', '501-1000', '1001+']);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    for (const [label, message] of Object.entries(trialMessages)) {
      await expect(main(page).getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    }
    await expect(main(page).getByLabel('First Name')).toBeFocused();
    await main(page).getByLabel('First Name').fill('G');
    await expect(page.getByText(trialMessages['First Name'])).toHaveCount(0);
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('success replaces the page with next steps, scrolls to the top and links to / and /resources', async ({ page }) => {
    const events = await recordAnalytics(page);
    const bodies = await recordRequests(page, '/api/leads');
    await openForm(page, '/free-trial', 'trial');
    await main(page).getByLabel('First Name').fill('Grace');
    await main(page).getByLabel('Last Name').fill('Hopper');
    await main(page).getByLabel('Work Email').fill('grace@example.com');
    await main(page).getByLabel('Company', { exact: true }).fill('Navy');
    await main(page).getByLabel('Company Size').selectOption('1001+');
    await main(page).getByLabel('Job Title').fill('Rear Admiral');
    await main(page).getByLabel('Phone Number').fill('555-0100');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for requesting a free trial!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start Your Free 14-Day Trial' })).toHaveCount(0);
    for (const step of ['within 1 business day', 'set up your trial environment', 'dedicated support for the full 14-day trial']) {
      await expect(page.getByRole('listitem').filter({ hasText: step })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'Explore Resources' })).toHaveAttribute('href', '/resources');
    await expect(toastRegion(page).getByText('Trial Request Submitted')).toBeVisible();
    await expect(toastRegion(page).getByText("We've received your free trial request and will contact you shortly.")).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(bodies).toEqual([
      {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Navy',
        phone: '555-0100',
        message: 'Job Title: Rear Admiral\nCompany Size: 1001+\nRequirements: Not specified\nLead Source: Website - Free Trial Page',
        formType: 'trial',
        marketingConsent: false,
      },
    ]);
    expect(await events()).toEqual([
      ['form_submit', 'trial', 'free_trial_form'],
      ['form_submit_success', 'trial', 'free_trial_form'],
    ]);
    await expectNoA11yViolations(page);
  });

  test('a failure keeps the answers and shows the Submission Failed toast', async ({ page }) => {
    await failRequests(page, '/api/leads');
    await openForm(page, '/free-trial', 'trial');
    await main(page).getByLabel('First Name').fill('Grace');
    await main(page).getByLabel('Last Name').fill('Hopper');
    await main(page).getByLabel('Work Email').fill('grace@example.com');
    await main(page).getByLabel('Company', { exact: true }).fill('Navy');
    await main(page).getByLabel('Company Size').selectOption('11-50');
    await main(page).getByLabel('Job Title').fill('CTO');
    await main(page).getByLabel('Requirements').fill('SSO with our IdP');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await expect(toastRegion(page).getByText('Submission Failed')).toBeVisible();
    await expect(toastRegion(page).getByText('There was an error submitting your request. Please try again.')).toBeVisible();
    await expect(main(page).getByLabel('Requirements')).toHaveValue('SSO with our IdP');
    await expect(page.getByRole('heading', { level: 1, name: 'Start Your Free 14-Day Trial' })).toBeVisible();
  });
});

test.describe('toasts', () => {
  test('one at a time, dismissable, F8 focuses the viewport, gone after 5 seconds', async ({ page }) => {
    await failRequests(page, '/api/leads');
    await openForm(page, '/contact', 'contact');
    await page.keyboard.press('F8');
    await expect(page.locator('ol[tabindex="-1"]')).toBeFocused();

    await main(page).getByLabel('Full Name').fill('Ada');
    await main(page).getByLabel('Email Address').fill('ada@example.com');
    await main(page).getByLabel('Message').fill('m');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toastRegion(page).locator('li')).toHaveCount(1);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toastRegion(page).locator('li')).toHaveCount(1);
    // every submission has failed and been reported before the visitor closes the notice
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await expect(toastRegion(page).locator('li')).toHaveCount(1);

    await toastRegion(page).getByRole('button', { name: 'Close notification' }).click();
    await expect(toastRegion(page).locator('li')).toHaveCount(0);
    // focus goes back where the visitor was, not onto the empty viewport
    await expect(main(page).getByRole('button', { name: 'Send Message' })).toBeFocused();

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toastRegion(page).locator('li')).toHaveCount(1);
    const shownAt = Date.now();
    await expect(toastRegion(page).locator('li')).toHaveCount(0, { timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
  });
});

test.describe('footer', () => {
  test('Request a Demo goes to /demo and reports the cta_click', async ({ page }) => {
    const events = await recordAnalytics(page);
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Request a Demo' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    expect(await events()).toContainEqual(['cta_click', 'engagement', 'request_demo_footer']);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [path, form] of [
    ['/contact', 'contact'],
    ['/demo', 'demo'],
    ['/free-trial', 'trial'],
  ] as const) {
    test(`${path} fits 360px without horizontal scrolling`, async ({ page }) => {
      await openForm(page, path, form);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoA11yViolations(page);
    });
  }
});
