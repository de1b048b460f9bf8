import { confirmMessages } from '@lss/shared/admin-messages';
import { accountMessages } from '@lss/shared/auth-messages';
import type { ContactMessage } from '@lss/shared/contact';
import { useState } from 'react';
import { toast } from 'sonner';
import { messageOf } from '#web/lib/admin-api.ts';
import { useAdminDates } from '../api/society-time-zone.ts';
import { AdminPage } from '../ui/admin-page.tsx';
import { Button, buttonClass } from '../ui/buttons.tsx';
import { useConfirm } from '../ui/confirm-dialog.tsx';
import { ListEmpty, ListPages, ListSearch, ListSort } from '../ui/list-pages.tsx';
import { SenderLine } from '../ui/sender-line.tsx';
import { LoadFailed, Loading } from '../ui/states.tsx';
import { isSessionEnd, useErrorToast } from '../ui/use-error-toast.ts';
import { useDeleteMessage } from './api/use-delete-message.ts';
import { useMessages } from './api/use-messages.ts';
import { useSetMessageRead } from './api/use-set-message-read.ts';

/** The orders offered: what each message's line shows (decision 018). */
const SORTS = [
  { key: 'date', label: 'Date', kind: 'date' },
  { key: 'name', label: 'Name' },
  { key: 'email', label: 'E-mail' },
] as const;

export function MessagesPage() {
  const dates = useAdminDates();
  const list = useMessages();
  const setRead = useSetMessageRead();
  const remove = useDeleteMessage();
  const { confirm, dialog } = useConfirm();
  const [openId, setOpenId] = useState<string | null>(null);
  useErrorToast(list.error, accountMessages.fetchMessagesFailed);

  async function toggleRead(message: ContactMessage, read: boolean) {
    try {
      await setRead.mutateAsync({ id: message._id, read });
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, accountMessages.updateMessageFailed));
    }
  }

  function open(message: ContactMessage) {
    const opening = openId !== message._id;
    setOpenId(opening ? message._id : null);
    if (opening && !message.read) void toggleRead(message, true);
  }

  async function onDelete(message: ContactMessage) {
    if (!(await confirm(confirmMessages.deleteMessage))) return;
    try {
      await remove.mutateAsync(message._id);
      toast.success(accountMessages.messageDeleted);
    } catch (error) {
      if (!isSessionEnd(error)) toast.error(messageOf(error, accountMessages.deleteMessageFailed));
    }
  }

  // Counted from the page in view: the whole inbox when it fits one page and no search narrows it.
  const whole = list.data && !list.address.q && list.data.items.length === list.data.total;
  const unread = list.data?.items.filter((message) => !message.read).length ?? 0;

  return (
    <AdminPage
      title="Messages"
      description={
        list.data
          ? `${list.data.total} message${list.data.total === 1 ? '' : 's'}${whole ? `, ${unread} unread` : ''}.`
          : undefined
      }
    >
      <ListSearch label="Search messages" address={list.address} />
      <ListSort address={list.address} columns={SORTS} />
      {list.isPending ? (
        <Loading>Loading messages...</Loading>
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()}>{accountMessages.fetchMessagesFailed}</LoadFailed>
      ) : list.data.total === 0 ? (
        <ListEmpty q={list.address.q} things="messages">
          No messages yet. Messages sent through the contact form appear here.
        </ListEmpty>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Inbox">
            {list.data.items.map((message) => {
              const isOpen = openId === message._id;
              const panelId = `message-${message._id}`;
              return (
                <li
                  key={message._id}
                  className={`rounded-sm border bg-card ${message.read ? 'border-rule' : 'border-l-4 border-gold border-l-gold shadow-sm'}`}
                >
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    onClick={() => open(message)}
                    className="flex w-full flex-col gap-1 px-4 py-3 text-left sm:flex-row sm:items-center sm:gap-4"
                  >
                    <span className="flex min-w-0 flex-1 items-center gap-2">
                      {message.read ? null : (
                        <span className="rounded-full bg-gold px-2 py-0.5 text-[0.7rem] font-bold tracking-[0.08em] text-navy-deep">
                          NEW
                        </span>
                      )}
                      <span className={`truncate ${message.read ? 'text-ink' : 'font-bold text-navy'}`}>
                        {message.name}
                      </span>
                      <span className="hidden truncate text-sm text-muted sm:inline">
                        &lt;{message.email}&gt;
                      </span>
                    </span>
                    <span className="truncate text-sm text-muted sm:max-w-[40%]">
                      {isOpen ? '' : message.message.slice(0, 80)}
                    </span>
                    <span className="shrink-0 text-xs text-muted">{dates.dateTime(message.createdAt)}</span>
                    <span className="sr-only">{message.read ? '(read)' : '(unread)'}</span>
                  </button>
                  {isOpen ? (
                    <div id={panelId} className="border-t border-rule px-4 py-4">
                      <SenderLine name={message.name} email={message.email} />
                      <p className="mt-3 whitespace-pre-wrap text-ink">{message.message}</p>
                      <div className="mt-4 flex flex-wrap gap-2">
                        <a
                          href={`mailto:${message.email}?subject=${encodeURIComponent('Re: your message')}`}
                          className={buttonClass('primary')}
                        >
                          Reply by email
                        </a>
                        <Button variant="secondary" onClick={() => void toggleRead(message, !message.read)}>
                          {message.read ? 'Mark as unread' : 'Mark as read'}
                        </Button>
                        <Button variant="danger" onClick={() => void onDelete(message)}>
                          Delete
                        </Button>
                      </div>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <ListPages address={list.address} total={list.data.total} label="Messages pages" />
        </>
      )}
      {dialog}
    </AdminPage>
  );
}
