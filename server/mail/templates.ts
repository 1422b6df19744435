/**
 * Every e-mail SafeSteps sends about an account, in one place. A template is given only the
 * recipient's stored address and first name, and the link it carries: no other text a person
 * typed (a last name, a learner's details, anything someone else entered at sign-up) can reach a
 * mail, so a genuine SafeSteps message never carries a stranger's words.
 */
import { RESET_LINK_HOURS, VERIFICATION_LINK_HOURS } from '../../contract/auth.ts';
import type { EmailContent } from '../adapters/mail/compose.ts';

/** Whom a mail goes to, as the account stores them. */
export interface Recipient {
  email: string;
  firstName: string;
}

const greeting = (to: Recipient) => ({ to: to.email, greetingName: to.firstName });

export function verificationMail(to: Recipient, verifyUrl: string): EmailContent {
  return {
    ...greeting(to),
    subject: 'Please confirm your email address for SafeSteps',
    paragraphs: ['Welcome to SafeSteps! Please confirm this is your email address so we can keep your account safe.'],
    action: { label: 'Verify my email', url: verifyUrl },
    afterAction: [
      `This link works once and lasts ${VERIFICATION_LINK_HOURS} hours. If it runs out, just try signing in and we will send a new one.`,
      'If you did not create a SafeSteps account, you can ignore this email.',
    ],
  };
}

/** To the owner of an address someone tried to sign up with again; greets them by their own stored name. */
export function alreadyRegisteredMail(to: Recipient, forgotPasswordUrl: string): EmailContent {
  return {
    ...greeting(to),
    subject: 'Someone tried to create a SafeSteps account with your email',
    paragraphs: [
      'Someone (hopefully you) tried to create a new SafeSteps account with this email address. You already have an account, so nothing was changed.',
      'If you have forgotten your password, you can choose a new one.',
    ],
    action: { label: 'Reset my password', url: forgotPasswordUrl },
  };
}

export function resetLinkMail(to: Recipient, resetUrl: string): EmailContent {
  return {
    ...greeting(to),
    subject: 'Reset your SafeSteps password',
    paragraphs: ['We received a request to reset the password for your SafeSteps account.'],
    action: { label: 'Choose a new password', url: resetUrl },
    afterAction: [
      `This link works once and lasts ${RESET_LINK_HOURS} hour. If you did not ask for it, you can ignore this email; your password stays the same.`,
    ],
  };
}

export function passwordResetNotice(to: Recipient): EmailContent {
  return {
    ...greeting(to),
    subject: 'Your SafeSteps password was reset',
    paragraphs: [
      'Your SafeSteps password has just been reset, and every device that was signed in has been signed out.',
      'If this was not you, please reset your password again straight away and contact us.',
    ],
  };
}

export function passwordChangedNotice(to: Recipient): EmailContent {
  return {
    ...greeting(to),
    subject: 'Your SafeSteps password was changed',
    paragraphs: [
      'Your SafeSteps password has just been changed. Other devices that were signed in have been signed out.',
      'If this was not you, please reset your password straight away and contact us.',
    ],
  };
}
