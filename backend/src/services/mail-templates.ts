/**
 * Every mail is bilingual: Hebrew first (right-to-left), then English. Links are absolute, built
 * from PUBLIC_URL, and open the app's hash routes.
 */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** the actionable links, logged when mail stays in the outbox */
  links: string[];
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * A name as mail shows it: plain text, never a link. Line breaks, control and bidi characters go
 * (the contract refuses them; accounts from before it may hold some), and the characters a mail
 * client needs to see a URL or an address (. : / @) are swapped for look-alikes it does not follow.
 */
export function plainName(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/gu, '')
    .replaceAll('.', '\u2024')
    .replaceAll(':', '\u2236')
    .replaceAll('/', '\u2215')
    .replaceAll('@', '\uFE6B');
}

interface Section {
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  footer?: string;
}

function render(subject: string, he: Section, en: Section): MailContent {
  const textPart = (section: Section) =>
    [
      section.greeting,
      '',
      ...section.lines,
      ...(section.action ? ['', section.action.url] : []),
      ...(section.footer ? ['', section.footer] : []),
    ].join('\n');
  const htmlPart = (section: Section, lang: 'he' | 'en') => {
    const dir = lang === 'he' ? 'rtl' : 'ltr';
    const action = section.action
      ? `<p><a href="${escapeHtml(section.action.url)}" style="display:inline-block;padding:10px 18px;background:#3b5bdb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(section.action.label)}</a></p><p style="font-size:12px;color:#555;direction:ltr;text-align:${lang === 'he' ? 'right' : 'left'}">${escapeHtml(section.action.url)}</p>`
      : '';
    const footer = section.footer
      ? `<p style="font-size:12px;color:#555">${escapeHtml(section.footer)}</p>`
      : '';
    return `<div lang="${lang}" dir="${dir}" style="text-align:${lang === 'he' ? 'right' : 'left'}"><p>${escapeHtml(section.greeting)}</p>${section.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}${action}${footer}</div>`;
  };
  const text = `${textPart(he)}\n\n— — —\n\n${textPart(en)}\n`;
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:Rubik,Arial,sans-serif;line-height:1.5">${htmlPart(he, 'he')}<hr>${htmlPart(en, 'en')}</body></html>`;
  const links = [he.action?.url, en.action?.url].filter((url): url is string => url !== undefined);
  return { subject, text, html, links: [...new Set(links)] };
}

export function verificationMail(publicUrl: string, name: string, token: string): MailContent {
  const url = `${publicUrl}/#/verify-email?token=${encodeURIComponent(token)}`;
  const firstName = plainName(name);
  return render(
    'אימות כתובת הדוא״ל – חברותא | Verify your email – Havruta',
    {
      greeting: `שלום ${firstName},`,
      lines: ['תודה שנרשמת לחברותא. כדי להשלים את ההרשמה יש לאמת את כתובת הדוא״ל.'],
      action: { label: 'אימות כתובת הדוא״ל', url },
      footer: 'הקישור תקף ל-24 שעות ולשימוש אחד. אם לא נרשמת, אפשר להתעלם מההודעה.',
    },
    {
      greeting: `Hello ${firstName},`,
      lines: ['Thank you for signing up to Havruta. Please verify your email address to finish registering.'],
      action: { label: 'Verify email address', url },
      footer: 'The link is valid for 24 hours and works once. If you did not sign up, ignore this message.',
    },
  );
}

export function approvalMail(
  publicUrl: string,
  user: {
    first_name: string;
    last_name: string;
    email: string;
    school: string | null;
    school_year: string | null;
  },
  token: string,
): MailContent {
  const url = `${publicUrl}/#/admin/approve-user?token=${encodeURIComponent(token)}`;
  const name = `${plainName(user.first_name)} ${plainName(user.last_name)}`;
  const who = `${name} <${user.email}>`;
  const school = user.school ?? '—';
  const year = user.school_year ?? '—';
  return render(
    `משתמש חדש ממתין לאישור: ${name} | New user awaiting approval`,
    {
      greeting: 'שלום,',
      lines: [
        `משתמש חדש אימת את כתובת הדוא״ל שלו וממתין לאישור: ${who}.`,
        `מוסד לימודים: ${school}. שנת לימודים: ${year}.`,
      ],
      action: { label: 'אישור המשתמש', url },
      footer: 'הקישור תקף ל-7 ימים ולשימוש אחד.',
    },
    {
      greeting: 'Hello,',
      lines: [
        `A new user verified their email address and awaits approval: ${who}.`,
        `School: ${school}. School year: ${year}.`,
      ],
      action: { label: 'Approve user', url },
      footer: 'The link is valid for 7 days and works once.',
    },
  );
}

export function approvedMail(publicUrl: string, name: string): MailContent {
  const url = `${publicUrl}/#/login`;
  const firstName = plainName(name);
  return render(
    'החשבון שלך אושר – חברותא | Your account is approved – Havruta',
    {
      greeting: `שלום ${firstName},`,
      lines: ['החשבון שלך בחברותא אושר. אפשר להתחבר ולהתחיל ללמוד.'],
      action: { label: 'התחברות', url },
    },
    {
      greeting: `Hello ${firstName},`,
      lines: ['Your Havruta account has been approved. You can log in and start learning.'],
      action: { label: 'Log in', url },
    },
  );
}

export function resetMail(publicUrl: string, name: string, token: string): MailContent {
  const url = `${publicUrl}/#/reset-password?token=${encodeURIComponent(token)}`;
  const firstName = plainName(name);
  return render(
    'איפוס סיסמה – חברותא | Reset your password – Havruta',
    {
      greeting: `שלום ${firstName},`,
      lines: ['התקבלה בקשה לאפס את הסיסמה של החשבון שלך.'],
      action: { label: 'בחירת סיסמה חדשה', url },
      footer: 'הקישור תקף ל-30 דקות ולשימוש אחד. אם לא ביקשת איפוס, אפשר להתעלם מההודעה; הסיסמה לא תשתנה.',
    },
    {
      greeting: `Hello ${firstName},`,
      lines: ['We received a request to reset the password of your account.'],
      action: { label: 'Choose a new password', url },
      footer:
        'The link is valid for 30 minutes and works once. If you did not ask for it, ignore this message; your password stays the same.',
    },
  );
}
