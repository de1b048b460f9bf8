import { useNavigation } from 'react-router';

/** A thin gold bar while the next page's data loads, so a slow network does not feel frozen. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-1/3 animate-[lss-progress_1.1s_ease-in-out_infinite] bg-gold" />
    </div>
  );
}
