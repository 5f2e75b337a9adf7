/** UI primitives shared by every remote; each styles itself with the theme's CSS custom properties. */
export * from './Avatar';
export * from './Badge';
export * from './Banner';
export * from './Button';
export * from './Card';
export * from './ConfirmDialog';
export * from './EmptyState';
export * from './ErrorBoundary';
export * from './FormFields';
export * from './ListControls';
export * from './Modal';
export * from './Page';
export * from './Pagination';
export * from './ProgressBar';
export * from './Spinner';
export * from './useNavigationMessage';
export * from './useTimedMessage';
