import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { loadToaster } from '../../components/toast/loadToaster';
import { toast } from '../../components/toast/toastStore';
import { type DemoFormInput, type DemoFormValues, demoFormSchema, emptyDemoForm, leadPayloadFromDemoForm } from '../../shared/forms/demo';
import { limits } from '../../shared/forms/options';
import { ConsentField } from './ConsentField';
import { demoCopy } from './copy';
import { Field, fieldAria, Honeypot, honeypotValue, PersonFields, Select, TextArea, TextInput } from './fields';
import type { InitialValues } from './lazyForm';
import { submitLead } from './submitLead';

/** the demo request form: validated on submit, then on every change; focus goes to the first invalid field */
export function DemoForm({
  onSent,
  focusFirstField = false,
  initialValues,
}: {
  onSent: () => void;
  focusFirstField?: boolean;
  initialValues: () => InitialValues;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  // set once the form's code runs: browser tests wait for it
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<DemoFormInput, unknown, DemoFormValues>({
    resolver: zodResolver(demoFormSchema),
    defaultValues: { ...emptyDemoForm, ...initialValues() },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { form: copy, toasts } = demoCopy;
  // back from the thank-you panel: continue in the form's first field
  useEffect(() => {
    if (focusFirstField) setFocus('firstName');
  }, [focusFirstField, setFocus]);

  const onSubmit = async (values: DemoFormValues) => {
    const ok = await submitLead('demo', leadPayloadFromDemoForm(values), honeypotValue(formRef.current));
    if (ok) {
      toast(toasts.success);
      reset(emptyDemoForm);
      onSent();
    } else {
      toast({ ...toasts.failure, variant: 'destructive' });
    }
  };

  return (
    <form
      ref={formRef}
      data-form="demo"
      data-ready={ready}
      onFocus={() => void loadToaster().catch(() => {})}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="relative grid gap-5 sm:grid-cols-2"
      aria-label={copy.title}
    >
      <PersonFields register={register} errors={errors} />
      <Field label="Phone" optional error={errors.phone?.message}>
        {(f) => <TextInput id={f.id} type="tel" {...register('phone')} {...fieldAria(f)} autoComplete="tel" maxLength={limits.phone} />}
      </Field>
      <Field label="Company" required error={errors.company?.message}>
        {(f) => (
          <TextInput
            id={f.id}
            {...register('company')}
            {...fieldAria(f)}
            aria-required
            autoComplete="organization"
            maxLength={limits.company}
          />
        )}
      </Field>
      <Field label="Company Size" required error={errors.companySize?.message}>
        {(f) => (
          <Select
            id={f.id}
            {...register('companySize')}
            {...fieldAria(f)}
            aria-required
            placeholder="Select company size"
            options={demoCopy.companySizes}
          />
        )}
      </Field>
      <Field label="Job Title" required error={errors.jobTitle?.message}>
        {(f) => (
          <TextInput
            id={f.id}
            {...register('jobTitle')}
            {...fieldAria(f)}
            aria-required
            autoComplete="organization-title"
            maxLength={limits.jobTitle}
          />
        )}
      </Field>
      <Field label="Product Interest" required error={errors.product?.message}>
        {(f) => (
          <Select
            id={f.id}
            {...register('product')}
            {...fieldAria(f)}
            aria-required
            placeholder="Select a product"
            options={demoCopy.products}
          />
        )}
      </Field>
      <Field
        label="Preferred Date"
        optional
        error={errors.preferredDate?.message}
        className="sm:col-span-2"
        hint="For example: next Tuesday afternoon, Eastern time"
      >
        {(f) => <TextInput id={f.id} {...register('preferredDate')} {...fieldAria(f)} maxLength={limits.preferredDate} />}
      </Field>
      <Field label="Message" optional error={errors.message?.message} className="sm:col-span-2">
        {(f) => (
          <TextArea
            id={f.id}
            {...register('message')}
            {...fieldAria(f)}
            maxLength={limits.message}
            placeholder="What would you like to see in the demo?"
          />
        )}
      </Field>
      <div className="sm:col-span-2">
        <ConsentField {...register('marketingConsent')} />
      </div>
      <Honeypot />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
