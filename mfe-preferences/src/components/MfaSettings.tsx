import { useId, useState } from 'react';
import { Banner, Button, Modal, Spinner, errorMessage, useCurrentUser } from '@careerforge/shared';
import { useUserSettings } from '../api/get-user-settings';
import { useUpdateMfaSetting } from '../api/update-mfa-setting';

export const MFA_ENABLED_TEXT = 'MFA is enabled. You will be prompted for an additional authentication step on your next login.';
export const MFA_DISABLED_TEXT = 'MFA is disabled.';

/** The 'Enable MFA' checkbox. It shows the server's value: it changes only when the server has answered. */
function MfaDialog({ onClose }: { onClose: () => void }) {
  const currentUser = useCurrentUser();
  const settings = useUserSettings();
  const update = useUpdateMfaSetting();
  const statusId = useId();

  function renderSetting() {
    if (settings.isError) return <Banner tone="error" title="Failed to fetch user settings" />;
    if (!settings.data || !currentUser) return <Spinner label="Loading your settings..." />;
    const { mfaEnabled } = settings.data;
    return (
      <>
        <label className="mfa-setting">
          <input
            type="checkbox"
            checked={mfaEnabled}
            disabled={update.isPending}
            aria-busy={update.isPending || undefined}
            aria-describedby={statusId}
            onChange={(event) =>
              update.mutate({ sub: currentUser.sub, userId: currentUser.userId, mfaEnabled: event.target.checked })
            }
          />
          Enable MFA
        </label>
        <p id={statusId} className="mfa-setting__status" role="status">
          {mfaEnabled ? MFA_ENABLED_TEXT : MFA_DISABLED_TEXT}
        </p>
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
