import { Accordion } from '@acme/ui';
import { AMC } from '@content/amc';

/** The AMC page's questions and answers: an island, hydrated on the first tap of a question. */
export default function AmcQuestions() {
  return (
    <Accordion
      items={AMC.faq.map((item, index) => ({
        id: `faq-${index}`,
        title: item.q,
        content: <p>{item.a}</p>,
      }))}
    />
  );
}
