import { useEffect, useRef, useState } from 'react';
import { Banner, Button, TextField, errorMessage, useFormSubmit } from '@careerforge/shared';
import { PROFILE_LIMITS, updateUserBodySchema, type AppProfile } from '@careerforge/contract';
import { useUpdateUser } from '../api/update-user';

interface ProfileFormValues {
  email: string;
  username: string;
  full_name: string;
  phone_number: string;
}

export interface ProfileFormProps {
  profile: AppProfile;
  userId: string;
  /** Back to the read-only view: after a save, or on Cancel. */
  onDone: () => void;
}

/** The profile's edit form; checked by the API's own schema (the US phone rule included) before it is sent. */
export function ProfileForm({ profile, userId, onDone }: ProfileFormProps) {
  const update = useUpdateUser();
  const [values, setValues] = useState<ProfileFormValues>({
    email: profile.email ?? '',
    username: profile.username,
    full_name: profile.full_name ?? '',
    phone_number: profile.phone_number ?? '',
  });
  const form = useFormSubmit(updateUserBodySchema, (body) => update.mutateAsync(body, { onSuccess: onDone }));
  const { errors } = form;
  const emailRef = useRef<HTMLInputElement>(null);

  // The form replaces the read-only view when the user chose Edit Profile: focus moves to its first field.
  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  function edit(field: keyof ProfileFormValues, value: string) {
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  return (
    <form
      ref={form.formRef}
      className="profile-form"
      aria-label="Edit profile"
      noValidate
      onSubmit={(event) => form.submit(event, { user_id: userId, ...values })}
    >
      {update.isError && (
        <Banner tone="error" title="Your profile could not be saved.">
          {errorMessage(update.error, 'Please try again.')}
        </Banner>
      )}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        ref={emailRef}
        value={values.email}
        error={errors.email}
        onChange={(event) => edit('email', event.target.value)}
      />
      <TextField
        label="Username"
        autoComplete="username"
        required
        maxLength={PROFILE_LIMITS.username}
        value={values.username}
        error={errors.username}
        onChange={(event) => edit('username', event.target.value)}
      />
      <TextField
        label="Full Name"
        autoComplete="name"
        maxLength={PROFILE_LIMITS.fullName}
        value={values.full_name}
        error={errors.full_name}
        onChange={(event) => edit('full_name', event.target.value)}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        placeholder="Format: 123-456-7890"
        value={values.phone_number}
        error={errors.phone_number}
        onChange={(event) => edit('phone_number', event.target.value)}
      />
      <div className="profile-form__actions">
        <Button variant="secondary" onClick={onDone} disabled={form.submitting}>
          Cancel
        </Button>
        <Button type="submit" busy={form.submitting} busyLabel="Saving...">
          Save Changes
        </Button>
      </div>
    </form>
  );
}
