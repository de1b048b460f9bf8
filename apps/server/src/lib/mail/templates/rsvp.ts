import { html } from '../html.ts';
import { buttonLink, frame, type MailAttachment } from '../layout.ts';
import type { MailMessage } from '../mail.ts';

/** What every registration e-mail names: the event, when and where, and the cancel link. */
export type RsvpMailInput = {
  name: string;
  event: { title: string; when: string; venue: string; url: string };
  cancelUrl: string;
  /** The event's .ics, as "Add to calendar" serves it. */
  calendar: string;
};

const icsFile = (calendar: string): MailAttachment => ({
  filename: 'event.ics',
  content: calendar,
  contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
});

function seatMail(input: RsvpMailInput, template: string, subject: string, opening: string): MailMessage {
  const { event } = input;
  return {
    template,
    render: (site) => ({
      ...frame(site, {
        subject: `${subject}: ${event.title} · ${site.name}`,
        text: `Dear ${input.name},\n\n${opening}\n\n${event.title}\n${event.when}\n${event.venue}\n${event.url}\n\nThe calendar entry is attached (event.ics).\n\nCannot come after all? Cancel here, so that your seat goes to someone on the waiting list:\n${input.cancelUrl}`,
        body: [
          html`<p style="margin:0 0 16px">Dear ${input.name},</p>`,
          html`<p style="margin:0 0 16px">${opening}</p>`,
          html`<p style="margin:0 0 16px"><a href="${event.url}" style="color:#1D2D44;font-weight:bold">${event.title}</a><br>${event.when}<br>${event.venue}</p>`,
          html`<p style="margin:0 0 16px">The calendar entry is attached (event.ics).</p>`,
          html`<p style="margin:0 0 8px">Cannot come after all? Cancel, so that your seat goes to someone on the waiting list:</p>`,
          buttonLink(input.cancelUrl, 'Cancel my registration'),
        ],
      }),
      attachments: [icsFile(input.calendar)],
    }),
  };
}

/** A seat is confirmed at registration. */
export const rsvpConfirmationMail = (input: RsvpMailInput) =>
  seatMail(input, 'rsvp-confirmation', 'You are registered', 'Your seat is confirmed.');

/** A cancellation freed a seat for the first person waiting. */
export const rsvpPromotionMail = (input: RsvpMailInput) =>
  seatMail(
    input,
    'rsvp-promotion',
    'A seat is yours',
    'A seat has freed up and it is yours: you are no longer on the waiting list. Your seat is confirmed.',
  );

/** The event was full: on the waiting list, with the way to leave it. */
export function rsvpWaitlistMail(input: Omit<RsvpMailInput, 'calendar'>): MailMessage {
  const { event } = input;
  return {
    template: 'rsvp-waitlist',
    render: (site) =>
      frame(site, {
        subject: `You are on the waiting list: ${event.title} · ${site.name}`,
        text: `Dear ${input.name},\n\n${event.title} (${event.when}, ${event.venue}) is full, so you are on the waiting list. If a seat frees up, it goes to the first person waiting and we e-mail them.\n\nNo longer interested? Leave the waiting list here:\n${input.cancelUrl}`,
        body: [
          html`<p style="margin:0 0 16px">Dear ${input.name},</p>`,
          html`<p style="margin:0 0 16px"><a href="${event.url}" style="color:#1D2D44;font-weight:bold">${event.title}</a> (${event.when}, ${event.venue}) is full, so you are on the waiting list. If a seat frees up, it goes to the first person waiting and we e-mail them.</p>`,
          html`<p style="margin:0 0 8px">No longer interested? Leave the waiting list:</p>`,
          buttonLink(input.cancelUrl, 'Leave the waiting list'),
        ],
      }),
  };
}

/**
 * Double opt-in (decisions.md, 2026-11-26): the /rsvp/confirm?token=… link. Nothing the registering
 * visitor typed appears in it (no name: a neutral greeting), so an invented registration cannot
 * carry a stranger's words to someone else's inbox; only the event, which the society wrote.
 */
export function rsvpConfirmLinkMail(input: {
  event: RsvpMailInput['event'];
  confirmUrl: string;
  hours: number;
}): MailMessage {
  const { event } = input;
  return {
    template: 'rsvp-confirm-link',
    render: (site) =>
      frame(site, {
        subject: `Confirm your registration: ${event.title} · ${site.name}`,
        text: `Hello,\n\nSomeone (we hope you) asked to register this address for ${event.title} (${event.when}, ${event.venue}).\n\nConfirm the registration here (the link works for ${input.hours} hours); a seat is held only once you confirm:\n${input.confirmUrl}\n\nIf you did not ask, ignore this e-mail: nothing is registered.`,
        body: [
          html`<p style="margin:0 0 16px">Hello,</p>`,
          html`<p style="margin:0 0 16px">Someone (we hope you) asked to register this address for <a href="${event.url}" style="color:#1D2D44;font-weight:bold">${event.title}</a> (${event.when}, ${event.venue}).</p>`,
          html`<p style="margin:0 0 8px">Confirm the registration (the link works for ${String(input.hours)} hours); a seat is held only once you confirm:</p>`,
          buttonLink(input.confirmUrl, 'Confirm my registration'),
          html`<p style="margin:0">If you did not ask, ignore this e-mail: nothing is registered.</p>`,
        ],
      }),
  };
}
