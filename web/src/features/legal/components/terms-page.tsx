import { PLAN_LIMITS } from '@contract/constants.ts';
import { Link } from 'react-router';
import { PRICES } from '@/features/billing';
import { ContactEmail, LegalPage, LegalSection } from './legal-page.tsx';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Use"
      lead="The agreement between you and SafeSteps, in plain words."
      updated="25 Nov 2026"
    >
      <LegalSection title="Who can use SafeSteps">
        <p>
          You must be 18 or over and a parent, guardian or carer of each child you add, or have their permission. You
          are responsible for how your children use SafeSteps.
        </p>
      </LegalSection>

      <LegalSection title="Your account">
        <ul>
          <li>Give your real name and an e-mail address you use.</li>
          <li>Keep your password to yourself. Tell us if you think someone else has used your account.</li>
          <li>Only add details about a child that you are allowed to share.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Plans and payment">
        <ul>
          <li>
            <strong>Free ({PRICES.free}):</strong> {PLAN_LIMITS.free.learners} learner, Know Myself, and{' '}
            {PLAN_LIMITS.free.monthlySafetyQuizzes} other safety quizzes a month. A quiz counts once its first question
            is answered.
          </li>
          <li>
            <strong>Premium:</strong> {PRICES.monthly} a month or {PRICES.annual} a year, up to{' '}
            {PLAN_LIMITS.premium.learners} learners, longer quizzes, history and progress charts.
          </li>
          <li>
            A paid plan renews until you cancel. Cancel any time in My Account → Manage Subscription; premium stays
            until the end of the period you paid for.
          </li>
          <li>When premium ends nothing is deleted: your children’s profiles and history stay.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Quizzes are for learning">
        <p>
          We check every question, but a quiz cannot cover every situation and is no substitute for your own guidance.
          In an emergency, call the emergency services (999 in the UK).
        </p>
      </LegalSection>

      <LegalSection title="Fair use">
        <p>
          Do not try to break, overload or get around SafeSteps’ limits, or reach anyone else’s data. We may pause an
          account that does, and will tell you why.
        </p>
      </LegalSection>

      <LegalSection title="Ending and changes">
        <p>
          You can delete your account at any time in My Account; everything in it is deleted and any subscription is
          cancelled. If we change these terms in a way that matters, we will tell you by e-mail before it applies.
        </p>
        <p>
          How we handle your data is in our <Link to="/privacy">Privacy Notice</Link>. Questions: <ContactEmail />.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
