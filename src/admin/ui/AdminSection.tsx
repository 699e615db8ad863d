import type { ComponentProps } from 'react';
import { CardSection } from '../../ui/CardSection';

/** A card section of a back-office page: the public card, with the back office's plainer title. */
export function AdminSection(props: ComponentProps<typeof CardSection>) {
  return <CardSection headingClassName="text-xl font-bold" {...props} />;
}
