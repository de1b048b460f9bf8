// No zod here: the public event page imports these words, not the schemas.

/** Event registration's texts (issue 17). */
export const rsvpMessages = {
  heading: 'Registration',
  register: 'Register',
  joinWaitingList: 'Join the waiting list',
  registering: 'Registering…',
  seatsLeft: (left: number, capacity: number) =>
    left === 1 ? `1 seat left of ${capacity}` : `${left} seats left of ${capacity}`,
  openSeats: 'Seats are not limited.',
  full: 'This event is full. Join the waiting list and we will e-mail you if a seat frees up.',
  closed: 'Registration closed when the event started.',
  confirmed: 'You are registered. A confirmation e-mail with the calendar entry is on its way.',
  waitlisted: 'The event is full: you are on the waiting list. We will e-mail you if a seat frees up.',
  pending:
    'Almost done: check your e-mail. We have sent you a link to confirm your registration; your seat is held only once you confirm. The link works for 24 hours.',
  failed: 'Registration failed. Please try again.',
  alreadyRegistered: 'This e-mail address is already registered for this event.',
  notOpen: 'Registration is not open for this event.',
  eventStarted: 'Registration closed when the event started.',
  confirmHeading: 'Confirm your registration',
  confirmQuestion:
    'Press the button to confirm your registration. A seat is yours if one is still free; otherwise you join the waiting list.',
  confirmButton: 'Confirm my registration',
  confirming: 'Confirming…',
  confirmLinkInvalid:
    'This confirmation link is invalid, or the registration has been cancelled. Please register again on the event page.',
  confirmLinkExpired:
    'This confirmation link has expired (it works for 24 hours). Please register again on the event page.',
  confirmFailed: 'The registration could not be confirmed. Please try again.',
  toEvents: 'See the events',
  cancelHeading: 'Cancel your registration',
  cancelButton: 'Cancel my registration',
  cancelled: 'Your registration has been cancelled. Your seat goes to the next person waiting.',
  cancelledWaiting: 'Your registration has been cancelled.',
  cancelLinkInvalid: 'This cancel link is invalid, or the registration has already been cancelled.',
  cancelFailed: 'The registration could not be cancelled. Please try again.',
  checkedIn: 'Checked in',
  cancelledCheckIn: 'A cancelled registration cannot be checked in.',
  checkInFailed: 'The check-in could not be saved. Please try again.',
  arrived: (arrived: number, expected: number) => `${arrived} of ${expected} arrived`,
} as const;

export const rsvpStatusLabels = {
  confirmed: 'Confirmed',
  waitlisted: 'Waiting',
  cancelled: 'Cancelled',
} as const;
