import { BrainBoosterQuizPage } from './quiz-pages.tsx';

export default BrainBoosterQuizPage;
