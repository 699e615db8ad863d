/**
 * The rule for offering a package as the smaller way into a programme (the link between a service card and its
 * package): the package must cost less than the programme's starting price, and it must cover part of the programme
 * (some of its What's Included lines, never all). The programme's form checks the coverage on its own; the price is
 * checked on every save of a programme or of a package, since either can break it.
 */
import { formatPounds } from '../../lib/pounds';

interface Offering {
  title: string;
  startingFrom: number;
}

interface Offered {
  name: string;
  price: number;
}

/** Why `programme` cannot offer `offered` as its smaller option, or undefined when it can. */
export function smallerPackagePriceProblem(programme: Offering, offered: Offered): string | undefined {
  if (offered.price < programme.startingFrom) return undefined;
  return `${programme.title} starts from ${formatPounds(programme.startingFrom)} and offers the ${offered.name} package (${formatPounds(offered.price)}) as its smaller option: the package must cost less than the programme`;
}

/** Why the lines said to be covered are not part of the programme's What's Included, or undefined when they are. */
export function coverageProblem(
  smallerPackage: string,
  covers: readonly string[],
  whatIncluded: readonly string[],
): string | undefined {
  const included = new Set(whatIncluded);
  if (!smallerPackage)
    return covers.length > 0 ? 'Leave this empty when no package is offered, or choose the package' : undefined;
  if (covers.length === 0) return "Copy here the What's Included lines the package covers, one a line: at least one";
  const stranger = covers.find((line) => !included.has(line));
  if (stranger !== undefined) return `"${stranger}" is not one of the What's Included lines: copy it exactly`;
  if (new Set(covers).size >= included.size)
    return "This names every What's Included line: a smaller option covers only part of the programme";
  return undefined;
}
