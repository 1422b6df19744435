import { RETENTION, SESSION_LIFETIME } from '@contract/privacy.ts';
import { Link } from 'react-router';
import { useSite } from '@/features/site';
import { ContactEmail, LegalPage, LegalSection } from './legal-page.tsx';

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

export default function PrivacyPage() {
  const { data: site } = useSite();
  return (
    <LegalPage
      title="Privacy Notice"
      lead="What SafeSteps keeps about you and your children, why, for how long, and how to see it or delete it."
      updated="25 Nov 2026"
    >
      <LegalSection title="The short version">
        <ul>
          <li>
            We keep only what SafeSteps needs to work. Your child’s name and personal details are sealed (encrypted).
          </li>
          <li>An AI never sees your child’s name, address or any other personal detail.</li>
          <li>No adverts, no selling data, no tracking. One cookie keeps you signed in.</li>
          <li>You can download everything or delete everything from My Account, at any time.</li>
        </ul>
      </LegalSection>

      <LegalSection title="What we keep">
        <p>
          <strong>About you:</strong> your name and e-mail address, your password (only as a one-way scramble we cannot
          read back), when you signed up, and when you last used each of your sign-ins.
        </p>
        <p>
          <strong>About each child:</strong> first and last name, age and country. If you fill in the Know Myself form,
          also what you type there: address, phone numbers, school, teacher, year group, family and pet names, and
          important information such as allergies. Names and these details are sealed with AES-256 encryption before
          they are stored, so the database holds only scrambled text.
        </p>
        <p>
          <strong>Quizzes:</strong> each quiz’s questions, your child’s answers, hints used and scores.
        </p>
        <p>
          <strong>Visits:</strong> our server’s log notes the time and internet address of each request, to spot attacks
          and fix faults. It never holds your child’s details.
        </p>
        <p>
          <strong>Your plan:</strong> which plan you have, when it renews or ends, and the payment provider’s reference
          numbers. We never see or keep card numbers.
        </p>
      </LegalSection>

      <LegalSection title="Why we keep it">
        <p>
          To make quizzes that fit your child, show you how they are getting on, keep your account safe, and run the
          plan you chose. We use it for nothing else.
        </p>
      </LegalSection>

      <LegalSection title="AI and your child’s details">
        <p>
          Know Myself quizzes are made on our own server from your child’s details; no AI is involved. For other quizzes
          an AI may write some questions. It is told only the safety area or the subject you typed (with any note you
          added about it), your child’s age, the country and the difficulty, never a name or any other detail about your
          child. So please keep names and personal details out of custom subjects. Every question is checked before your
          child sees it. You can switch AI off for each child in their learner profile.
        </p>
        {site && !site.customQuizzesAvailable ? (
          <p>No AI provider is switched on for this site at the moment, so no AI is used at all.</p>
        ) : null}
      </LegalSection>

      <LegalSection title="Who else handles it">
        <p>Only these services, and only when this site is set up to use them:</p>
        <ul>
          <li>
            <strong>Payments (Stripe):</strong> your e-mail address and payment, for a paid plan.
          </li>
          <li>
            <strong>E-mail delivery:</strong> your name and e-mail address, to send sign-up and password e-mails.
          </li>
          <li>
            <strong>An AI provider:</strong> a quiz’s subject or safety area, age, country and difficulty, as above.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="How long we keep it">
        <ul>
          <li>Your account and your children’s profiles and quizzes: until you delete them.</li>
          <li>A quiz never finished: deleted {days(RETENTION.abandonedQuizzesDays)} after it was started.</li>
          <li>
            An account whose e-mail was never confirmed: deleted with everything in it after{' '}
            {days(RETENTION.unverifiedAccountsDays)}.
          </li>
          <li>
            A sign-in: ends after {days(SESSION_LIFETIME.maxDays)}, or {days(SESSION_LIFETIME.idleDays)} unused, and is
            then deleted.
          </li>
          <li>E-mail links: deleted {days(RETENTION.expiredTokensDays)} after they expire.</li>
          <li>Payment event numbers: {days(RETENTION.paymentEventsDays)}.</li>
          <li>
            The note that a quiz was started again, kept to count a day’s restarts: {days(RETENTION.quizRestartsDays)}.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Your rights and how to use them">
        <ul>
          <li>
            <strong>See and take your data:</strong> <Link to="/my-account">My Account</Link> → Download my data gives
            one file with everything we hold.
          </li>
          <li>
            <strong>Correct it:</strong> edit your name in My Account, and each child’s profile on the dashboard.
          </li>
          <li>
            <strong>Delete it:</strong> delete a child’s profile on the dashboard, or your whole account in My Account.
            Everything goes at once and any subscription is cancelled. Each child’s details are sealed with a key of
            their own that is destroyed with the profile, so no earlier copy of them can be opened again, not even in a
            backup once our short-lived backups of those keys have lapsed.
          </li>
          <li>
            <strong>Ask or object:</strong> write to us at <ContactEmail />. We answer within one month.
          </li>
        </ul>
        <p>
          If you are in the UK and unhappy with our answer, you can complain to the Information Commissioner’s Office
          (ico.org.uk).
        </p>
      </LegalSection>

      <LegalSection title="Children">
        <p>
          SafeSteps accounts are for parents and carers. Children play the quizzes you set up but have no account of
          their own, and see no adverts or offers while they play.
        </p>
        <p>
          See also our <Link to="/terms">Terms of Use</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
