import { z } from 'zod';
import { emailField, mediaUrl, optionalText, optionalWebUrl, requiredText, timeZoneField } from './fields.ts';
import { sessionAt } from './session-clock.ts';
import { sessionField } from './session-schemas.ts';
import { DEFAULT_TIME_ZONE } from './time-zone.ts';

/** A domain name as mail uses it (students.unilorin.edu.ng): lower-cased, no scheme, no @. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const studentEmailDomains = z
  .array(
    z
      .string({ error: 'Each student e-mail domain must be text.' })
      .trim()
      .toLowerCase()
      .regex(DOMAIN, 'Enter each student e-mail domain as a domain name, e.g. students.unilorin.edu.ng.'),
    { error: 'Student e-mail domains must be a list of domain names.' },
  )
  .max(20, 'At most 20 student e-mail domains.')
  .transform((domains) => [...new Set(domains)]);

/** Site identity, editable by administrators (decisions.md, Pages). */
export const siteSettingsInput = z.object({
  societyName: requiredText('Society Name', 160),
  shortName: requiredText('Short Name', 40),
  motto: requiredText('Motto', 160),
  mottoTranslation: requiredText('Motto Translation', 300),
  mission: requiredText('Mission', 5000, { multiline: true }),
  legacy: requiredText('Legacy Story', 10000, { multiline: true }),
  email: emailField,
  phone: optionalText('Phone', 60),
  address: optionalText('Address', 300),
  xUrl: optionalWebUrl('X URL'),
  linkedinUrl: optionalWebUrl('LinkedIn URL'),
  /** The society's mark in the header, in place of the drawn crest. Absent or empty: the crest. */
  logoUrl: mediaUrl('Logo'),
  /** The browser tab's icon. Absent or empty: the drawn crest. */
  faviconUrl: mediaUrl('Favicon'),
  /** Behind the home page's motto, and the link-preview picture of pages without their own. */
  heroImageUrl: mediaUrl('Hero Image'),
  /** Where the society's clocks are: zone-less date-times are read in it. Absent keeps the current one. */
  timeZone: timeZoneField('Time zone').optional(),
  /** The session whose executive council the site shows (decision 021). Absent keeps the current one. */
  currentSession: sessionField('Current session').optional(),
  /**
   * Student e-mail domains (issue 27): a member who confirms an address at one of them is verified
   * at once. Absent keeps the current list.
   */
  studentEmailDomains: studentEmailDomains.optional(),
});
export type SiteSettingsInput = z.input<typeof siteSettingsInput>;

export const siteSettings = z.object({
  societyName: z.string(),
  shortName: z.string(),
  motto: z.string(),
  mottoTranslation: z.string(),
  mission: z.string(),
  legacy: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  xUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  faviconUrl: z.string().nullable(),
  heroImageUrl: z.string().nullable(),
  timeZone: z.string(),
  /** As stored, else today's on the society's clock (decision 021). */
  currentSession: z.string(),
  studentEmailDomains: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type SiteSettings = z.infer<typeof siteSettings>;

export const DEFAULT_SITE_SETTINGS: Omit<SiteSettings, 'updatedAt'> = {
  societyName: "Law Students' Society, University of Ilorin",
  shortName: 'LSS',
  motto: 'Salus Populi Suprema Lex',
  mottoTranslation: 'The welfare of the people shall be the supreme law',
  mission:
    'To nurture principled, competent and compassionate lawyers: we advance academic excellence, open doors to the profession, and stand with the community in the pursuit of justice.',
  legacy:
    "For generations the Law Students' Society has been the home of every law student at the University of Ilorin: a forum for moot courts and debates, a voice for students, and a bridge to the Bar and the Bench. Each executive council inherits that trust and hands it on stronger.",
  email: 'lawstudentssocietyunilawrin@gmail.com',
  phone: null,
  address: 'Faculty of Law, University of Ilorin, Ilorin, Kwara State, Nigeria',
  xUrl: 'https://x.com/unilawrin_',
  linkedinUrl: 'https://www.linkedin.com/company/law-students-society-unilorin',
  logoUrl: null,
  faviconUrl: null,
  heroImageUrl: null,
  timeZone: DEFAULT_TIME_ZONE,
  currentSession: sessionAt(new Date(), DEFAULT_TIME_ZONE),
  studentEmailDomains: [],
};
