import { type CalendarItem, googleCalendarUrl, outlookCalendarUrl } from '@lss/shared/calendar';
import { ExternalLink } from './external-link.tsx';

type AddToCalendarProps = {
  item: CalendarItem;
  /** The .ics file of this one event or episode. */
  icsHref: string;
  /** The main link's look; the others are quiet text links beside it. */
  primaryClassName: string;
};

const quiet =
  'text-sm font-semibold text-gold-light underline decoration-gold/60 underline-offset-4 hover:text-parchment';

/** 'Add to Calendar' (the .ics file, for any calendar app), then Google Calendar and Outlook. */
export function AddToCalendar({ item, icsHref, primaryClassName }: AddToCalendarProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
      <a href={icsHref} download className={primaryClassName}>
        Add to Calendar
      </a>
      <span className="flex items-center gap-x-4 text-sm text-parchment/70">
        <span aria-hidden="true">or</span>
        <ExternalLink href={googleCalendarUrl(item)} className={quiet}>
          Google Calendar
        </ExternalLink>
        <ExternalLink href={outlookCalendarUrl(item)} className={quiet}>
          Outlook
        </ExternalLink>
      </span>
    </div>
  );
}
