import type { TPanelQuestion } from '@portal/contract';
import type { Answer } from '@portal/domain/exam/question-types';
import { MultipleInput, SingleInput, TrueFalseInput } from './choice-inputs.tsx';
import { GridInput, MatchingInput } from './table-inputs.tsx';
import { NumericInput, TextInput } from './written-inputs.tsx';

type Props = { question: TPanelQuestion; answer: Answer | null; onChange: (answer: Answer | null) => void; readOnly: boolean; idPrefix: string };

/** The input of the question's kind (the domain's Answer shapes); an answer of another kind shows as none. */
export function AnswerInput({ question, answer, ...rest }: Props) {
  const common = { question, ...rest };
  const of = <K extends Answer['kind']>(kind: K) => (answer?.kind === kind ? (answer as Extract<Answer, { kind: K }>) : null);
  switch (question.kind) {
    case 'single':
      return <SingleInput {...common} answer={of('single')} />;
    case 'multiple':
      return <MultipleInput {...common} answer={of('multiple')} />;
    case 'true-false':
      return <TrueFalseInput {...common} answer={of('true-false')} />;
    case 'numeric':
      return <NumericInput {...common} answer={of('numeric')} />;
    case 'text':
      return <TextInput {...common} answer={of('text')} />;
    case 'matching':
      return <MatchingInput {...common} answer={of('matching')} />;
    case 'grid':
      return <GridInput {...common} answer={of('grid')} />;
  }
}
