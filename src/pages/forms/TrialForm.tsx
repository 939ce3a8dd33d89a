import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { loadToaster } from '../../components/toast/loadToaster';
import { toast } from '../../components/toast/toastStore';
import { limits } from '../../shared/forms/options';
import {
  emptyTrialForm,
  leadPayloadFromTrialForm,
  type TrialFormInput,
  type TrialFormValues,
  trialFormSchema,
} from '../../shared/forms/trial';
import { ConsentField } from './ConsentField';
import { trialCopy } from './copy';
import { Field, fieldAria, Honeypot, honeypotValue, PersonFields, Select, TextArea, TextInput } from './fields';
import type { InitialValues } from './lazyForm';
import { submitLead } from './submitLead';

/** the free-trial form: validated on submit, then on every change; focus goes to the first invalid field */
export function TrialForm({ onSent, initialValues }: { onSent: () => void; initialValues: () => InitialValues }) {
  const formRef = useRef<HTMLFormElement>(null);
  // set once the form's code runs: browser tests wait for it
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TrialFormInput, unknown, TrialFormValues>({
    resolver: zodResolver(trialFormSchema),
    defaultValues: { ...emptyTrialForm, ...initialValues() },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { form: copy, toasts } = trialCopy;

  const onSubmit = async (values: TrialFormValues) => {
    const ok = await submitLead('trial', leadPayloadFromTrialForm(values), honeypotValue(formRef.current));
    if (ok) {
      toast(toasts.success);
      reset(emptyTrialForm);
      onSent();
    } else {
      toast({ ...toasts.failure, variant: 'destructive' });
    }
  };

  return (
    <form
      ref={formRef}
      data-form="trial"
      data-ready={ready}
      onFocus={() => void loadToaster().catch(() => {})}
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="relative grid gap-5 sm:grid-cols-2"
      aria-label={copy.title}
    >
      <PersonFields register={register} errors={errors} />
      <Field label="Phone Number" optional error={errors.phoneNumber?.message}>
        {(f) => (
          <TextInput id={f.id} type="tel" {...register('phoneNumber')} {...fieldAria(f)} autoComplete="tel" maxLength={limits.phone} />
        )}
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
            options={trialCopy.companySizes}
          />
        )}
      </Field>
      <Field label="Job Title" required error={errors.jobTitle?.message} className="sm:col-span-2">
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
      <Field label="Requirements" optional error={errors.requirements?.message} className="sm:col-span-2">
        {(f) => (
          <TextArea
            id={f.id}
            {...register('requirements')}
            {...fieldAria(f)}
            maxLength={limits.message}
            placeholder="Number of users, identity provider, what you want to test..."
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
