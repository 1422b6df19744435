import { isTopicForAge, POPULAR_TOPIC_GROUPS, popularTopicPath } from '@contract/constants.ts';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { useActiveLearner } from '@/features/learners';
import { Accordion, AccordionItem } from '@/ui/accordion.tsx';
import { PremiumBadge } from '@/ui/badge.tsx';
import { BackLink, Page, PageHeader } from '@/ui/page.tsx';

const DEFAULT_OPEN_GROUP = 'School Boosters';

export default function PopularTopicsPage() {
  const [openGroup, setOpenGroup] = useState<string>(DEFAULT_OPEN_GROUP);
  const { data: user } = useCurrentUser();
  // A visitor sees every topic; a parent only those for the active learner's age.
  const learner = useActiveLearner(Boolean(user)).data;
  const offered = (topic: string) => !learner || isTopicForAge(topic, learner.age, learner.country);
  return (
    <Page>
      <title>Popular Topics — SafeSteps</title>
      <BackLink to="/brain-booster">Back to Brain Booster</BackLink>
      <PageHeader title="Popular Topics" lead="Choose a topic and we’ll make a quiz for your child’s age.">
        <div className="mt-3">
          <PremiumBadge />
        </div>
      </PageHeader>
      {learner ? (
        <p className="mb-3 text-sand-11">
          Showing the topics for {learner.firstName}’s age ({learner.age}).
        </p>
      ) : null}
      <Accordion value={openGroup} onValueChange={setOpenGroup}>
        {POPULAR_TOPIC_GROUPS.map((group) => (
          <AccordionItem key={group.name} value={group.name} title={group.name}>
            <ul className="grid gap-1 sm:grid-cols-2">
              {group.topics.filter(offered).map((topic) => (
                <li key={topic}>
                  <Link
                    to={popularTopicPath(topic)}
                    className="flex min-h-12 items-center justify-between gap-3 rounded-xl px-3 font-bold text-sand-12 no-underline hover:bg-violet-3"
                  >
                    {topic}
                    <ChevronRight className="size-5 shrink-0 text-violet-10" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </AccordionItem>
        ))}
      </Accordion>
    </Page>
  );
}
