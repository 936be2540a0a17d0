export { ReviewFormPage } from './ReviewFormPage';
