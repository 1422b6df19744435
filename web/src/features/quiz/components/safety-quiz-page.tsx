import { SafetyQuizPage } from './quiz-pages.tsx';

export default SafetyQuizPage;
