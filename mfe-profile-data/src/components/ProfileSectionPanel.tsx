import { useId, useState, type ReactNode } from 'react';
import { Banner, Button, EmptyState, LIST_BANNER_MS, Modal, ModalActions, QueryErrorState, Spinner, errorMessage, useTimedMessage } from '@careerforge/shared';
import type { ProfileSectionKind } from '@careerforge/contract';
import { useAddSectionItem } from '../api/add-section-item';
import { useDeleteSectionItem } from '../api/delete-section-item';
import { useSectionItems } from '../api/get-section-items';
import type { SectionBody, SectionItem } from '../api/section-endpoints';
import { useUpdateSectionItem } from '../api/update-section-item';
import { RecordCardList } from './RecordCardList';
import { RecordEditorDialog } from './RecordEditorDialog';
import type { RecordFormProps } from './recordForm';
import './ProfileSectionPanel.css';

/** How a section speaks of itself: 'Projects' and 'project'. */
export interface SectionNames {
  heading: string;
  singular: string;
}

export interface ProfileSectionPanelProps<Kind extends ProfileSectionKind> {
  kind: Kind;
  names: SectionNames;
  renderCard: (item: SectionItem<Kind>, titleId: string) => ReactNode;
  /** The section's form, empty for a new entry or filled with the one being edited. */
  renderForm: (item: SectionItem<Kind> | undefined, form: RecordFormProps<SectionBody<Kind>>) => ReactNode;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function AddItemDialog<Kind extends ProfileSectionKind>({
  kind,
  names,
  renderForm,
  onClose,
}: Pick<ProfileSectionPanelProps<Kind>, 'kind' | 'names' | 'renderForm'> & { onClose: (successMessage?: string) => void }) {
  const add = useAddSectionItem(kind);
  const title = `Add ${capitalised(names.singular)}`;
  return (
    <Modal title={title} onClose={() => onClose()} dismissible={!add.isPending}>
      {renderForm(undefined, {
        onSubmit: (body) => add.mutateAsync(body, { onSuccess: () => onClose(`${capitalised(names.singular)} added.`) }),
        actions: (
          <>
            {add.isError && (
              <Banner tone="error" title={`Failed to add ${names.singular}`}>
                {errorMessage(add.error, 'Please try again.')}
              </Banner>
            )}
            <ModalActions>
              <Button type="submit" busy={add.isPending} busyLabel="Saving...">
                Save
              </Button>
              <Button variant="secondary" disabled={add.isPending} onClick={() => onClose()}>
                Cancel
              </Button>
            </ModalActions>
          </>
        ),
      })}
    </Modal>
  );
}

function EditItemDialog<Kind extends ProfileSectionKind>({
  kind,
  names,
  item,
  renderForm,
  onClose,
}: Pick<ProfileSectionPanelProps<Kind>, 'kind' | 'names' | 'renderForm'> & { item: SectionItem<Kind>; onClose: (successMessage?: string) => void }) {
  const singular = capitalised(names.singular);
  return (
    <RecordEditorDialog
      title={`Update ${singular}`}
      recordId={item.id}
      texts={{
        updated: `${singular} updated.`,
        deleted: `${singular} deleted.`,
        updateFailed: { title: `Failed to update ${names.singular}`, fallbackDetail: 'Please try again.' },
        deleteFailed: { title: `Failed to delete ${names.singular}`, fallbackDetail: 'Please try again.' },
        notFound: `${singular} not found. It may have been deleted elsewhere.`,
        deleteQuestion: `Are you sure you want to delete this ${names.singular}?`,
      }}
      update={useUpdateSectionItem(kind)}
      remove={useDeleteSectionItem(kind)}
      onClose={onClose}
    >
      {(form) => renderForm(item, form)}
    </RecordEditorDialog>
  );
}

/**
 * One optional section of the profile (projects, certifications, languages or awards): its entries
 * as cards with Edit, an Add button, and an empty state that offers the first entry.
 */
export function ProfileSectionPanel<Kind extends ProfileSectionKind>({ kind, names, renderCard, renderForm }: ProfileSectionPanelProps<Kind>) {
  const headingId = useId();
  const items = useSectionItems(kind);
  // Counted by the server; undefined until the first page has come.
  const hasItems = items.total !== undefined && items.total > 0;
  const success = useTimedMessage(LIST_BANNER_MS);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SectionItem<Kind> | null>(null);

  function close(successMessage?: string) {
    setAdding(false);
    setEditing(null);
    if (successMessage) success.show(successMessage);
  }

  return (
    <section className="profile-section" aria-labelledby={headingId}>
      <div className="profile-section__header">
        <h2 id={headingId} className="profile-section__heading">
          {names.heading}
        </h2>
        {hasItems && (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            {`Add ${names.singular}`}
          </Button>
        )}
      </div>
      {success.message && <Banner tone="success">{success.message}</Banner>}
      {items.isError && <QueryErrorState query={items}>{`Failed to load your ${names.heading.toLowerCase()}. Please reload the page.`}</QueryErrorState>}
      {items.isPending && <Spinner label={`Loading ${names.heading.toLowerCase()}...`} />}
      {items.total !== undefined &&
        (hasItems ? (
          <RecordCardList records={items} label={names.heading} onEdit={setEditing} renderCard={renderCard} />
        ) : (
          <EmptyState>
            <p>{`No ${names.heading.toLowerCase()} yet.`}</p>
            <Button onClick={() => setAdding(true)}>{`Add your first ${names.singular}`}</Button>
          </EmptyState>
        ))}
      {adding && <AddItemDialog kind={kind} names={names} renderForm={renderForm} onClose={close} />}
      {editing && <EditItemDialog kind={kind} names={names} item={editing} renderForm={renderForm} onClose={close} />}
    </section>
  );
}
