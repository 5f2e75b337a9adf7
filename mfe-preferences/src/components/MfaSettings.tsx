import { useId, useState } from 'react';
import { Banner, Button, Modal, Spinner, errorMessage, useCurrentUser } from '@careerforge/shared';
import { useUserSettings } from '../api/get-user-settings';
import { useUpdateMfaSetting } from '../api/update-mfa-setting';

export const MFA_ENABLED_TEXT = 'MFA is enabled. You will be prompted for an additional authentication step on your next login.';
export const MFA_DISABLED_TEXT = 'MFA is disabled.';
/**
 * After turning MFA on. The session that is open has only the password, so the identity provider
 * no longer renews it silently: a reload already asks to sign in again, now with the code.
 */
export const MFA_NEXT_SIGN_IN_TEXT =
  'Have an authenticator app ready: when you next sign in, and also if you reload this page, you will be asked for your password and then a 6-digit code from the app. The first time, you scan a QR code to set it up.';

/** The 'Enable MFA' checkbox. It shows the server's value: it changes only when the server has answered. */
function MfaDialog({ onClose }: { onClose: () => void }) {
  const currentUser = useCurrentUser();
  const settings = useUserSettings();
  const update = useUpdateMfaSetting();
  const statusId = useId();
  const nextSignInId = useId();

  function renderSetting() {
    if (settings.isError) return <Banner tone="error" title="Failed to fetch user settings" />;
    if (!settings.data || !currentUser) return <Spinner label="Loading your settings..." />;
    const { mfaEnabled } = settings.data;
    const justTurnedOn = mfaEnabled && update.isSuccess && update.variables.mfaEnabled && update.data.mfaEnabled;
    return (
      <>
        <label className="mfa-setting">
          <input
            type="checkbox"
            checked={mfaEnabled}
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
            aria-describedby={justTurnedOn ? `${statusId} ${nextSignInId}` : statusId}
            onChange={(event) =>
              update.mutate({ sub: currentUser.sub, userId: currentUser.userId, mfaEnabled: event.target.checked })
            }
          />
          Enable MFA
        </label>
        <p id={statusId} className="mfa-setting__status" role="status">
          {mfaEnabled ? MFA_ENABLED_TEXT : MFA_DISABLED_TEXT}
        </p>
        {justTurnedOn && (
          <p id={nextSignInId} className="mfa-setting__next-sign-in" role="status">
            {MFA_NEXT_SIGN_IN_TEXT}
          </p>
        )}
        {update.isError && (
          <p role="alert" className="mfa-setting__error">
            {errorMessage(update.error, 'Failed to update MFA setting')}
          </p>
        )}
      </>
    );
  }

  return (
    <Modal title="MFA Settings" onClose={onClose} showCloseButton closeButtonText="X">
      {renderSetting()}
    </Modal>
  );
}

/** The 'Toggle MFA Settings' button and the dialog it opens. */
export function MfaSettings() {
  const [open, setOpen] = useState(false);
  return (
    <section className="preferences-section" aria-label="Multi-factor authentication">
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Toggle MFA Settings
      </Button>
      {open && <MfaDialog onClose={() => setOpen(false)} />}
    </section>
  );
}
