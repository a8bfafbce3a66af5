export { SearchInput, type SearchInputProps } from './search-input';
