import { useId, useState, type FormEvent } from 'react';
import { Button, Modal, ModalActions, TextArea, TextField, formatPartialDate, useSubmitGuard } from '@careerforge/shared';
import { APPLICATION_LIMITS, type Application, type ApplicationContact, type ApplicationUpdateBody } from '@careerforge/contract';
import './ApplicationDetails.css';

export interface ApplicationDetailsProps {
  application: Application;
  /** The server's message when the last save failed. */
  error: string | null;
  /** Saves the change; the form sends nothing more until the returned promise settles. */
  onSave: (change: ApplicationUpdateBody) => Promise<unknown>;
  onClose: () => void;
}

const EMPTY_CONTACT: ApplicationContact = { name: '', role: '', email: '' };

/** An application's details: notes, next-step date, contacts and posting URL to edit, and its stage history. */
export function ApplicationDetails({ application, error, onSave, onClose }: ApplicationDetailsProps) {
  const [notes, setNotes] = useState(application.notes);
  const [nextStepDate, setNextStepDate] = useState(application.next_step_date ?? '');
  const [postingUrl, setPostingUrl] = useState(application.posting_url ?? '');
  const [contacts, setContacts] = useState<ApplicationContact[]>(application.contacts);
  const historyId = useId();
  const save = useSubmitGuard();
  const busy = save.submitting;

  const setContact = (index: number, field: keyof ApplicationContact, value: string) =>
    setContacts((current) => current.map((contact, at) => (at === index ? { ...contact, [field]: value } : contact)));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.run(() =>
      onSave({
        notes,
        next_step_date: nextStepDate || null,
        posting_url: postingUrl.trim() || null,
        // A row left with no name is dropped rather than refused.
        contacts: contacts.filter((contact) => contact.name.trim()),
      }),
    );
  }

  return (
    <Modal title={`${application.jobSummary} — ${application.companyName || 'Unknown Company'}`} onClose={onClose} dismissible={!busy} showCloseButton size="wide">
      <form className="application-details" onSubmit={handleSubmit} noValidate>
        {error && (
          <p role="alert" className="application-details__error">
            {error}
          </p>
        )}
        <p>
          Stage: <strong>{application.status}</strong>
        </p>
        <TextField label="Next step date" type="date" value={nextStepDate} onChange={(event) => setNextStepDate(event.target.value)} />
        <TextArea
          label="Notes"
          value={notes}
          maxLength={APPLICATION_LIMITS.notes}
          hint={`${notes.length} / ${APPLICATION_LIMITS.notes} characters`}
          onChange={(event) => setNotes(event.target.value)}
        />
        <TextField label="Posting URL" type="url" value={postingUrl} placeholder="https://" onChange={(event) => setPostingUrl(event.target.value)} />
        <fieldset className="application-details__contacts">
          <legend>Contacts</legend>
          {contacts.map((contact, index) => (
            // Contacts have no ids; a row is its position in the list.
            <div key={index} className="application-details__contact">
              <TextField label={`Contact ${index + 1} name`} value={contact.name} onChange={(event) => setContact(index, 'name', event.target.value)} />
              <TextField label={`Contact ${index + 1} role`} value={contact.role} onChange={(event) => setContact(index, 'role', event.target.value)} />
              <TextField
                label={`Contact ${index + 1} e-mail`}
                type="email"
                value={contact.email}
                onChange={(event) => setContact(index, 'email', event.target.value)}
              />
              <Button variant="secondary" onClick={() => setContacts((current) => current.filter((_, at) => at !== index))}>
                Remove contact {index + 1}
              </Button>
            </div>
          ))}
          {contacts.length < APPLICATION_LIMITS.contacts && (
            <Button variant="secondary" onClick={() => setContacts((current) => [...current, EMPTY_CONTACT])}>
              Add contact
            </Button>
          )}
        </fieldset>
        <h3 id={historyId} className="application-details__history-heading">
          Stage history
        </h3>
        <ol aria-labelledby={historyId} className="application-details__history">
          {application.stage_history.map((entry) => (
            <li key={entry.stage}>
              {entry.stage}: <time dateTime={entry.reached_on}>{formatPartialDate(entry.reached_on)}</time>
            </li>
          ))}
        </ol>
        <ModalActions>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" busy={busy} busyLabel="Saving...">
            Save details
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
