/**
 * The Lucide icons the site uses, drawn as plain SVG by a component that works on the server and
 * in client components alike.
 *
 * Why not `lucide-react`: since 1.x its `Icon` is a client component ("use client", for its
 * context provider), so every icon in a server component crossed into the client: its path data
 * was serialized into the page's React payload next to the SVG already in the HTML (about 5 KB on
 * each page's shell and hero), and the page loaded lucide's icon code. Here the data comes from
 * `lucide` (the framework-free package of the same icons) and the SVG is rendered where the
 * component is: in the HTML only, for a server component.
 *
 * The stroke settings every icon shares are in the `.icon` rule of `globals.css`, not repeated as
 * attributes on each icon; `strokeWidth` becomes an inline style (a presentation attribute would
 * lose to that rule).
 *
 * To add an icon: import its data from "lucide" below and export it through `lucideIcon`, marked
 * `@__PURE__` like the others so that a client bundle keeps only the icons it uses.
 */
import { createElement, type SVGProps } from "react";
import {
  Apple as apple,
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  BadgeCheck as badgeCheck,
  Banknote as banknote,
  Bell as bell,
  BellRing as bellRing,
  Building2 as building2,
  Check as check,
  CheckCircle2 as checkCircle2,
  ChevronDown as chevronDown,
  ChevronRight as chevronRight,
  CircleHelp as circleHelp,
  Clock as clock,
  Code2 as code2,
  Copy as copy,
  CreditCard as creditCard,
  Droplets as droplets,
  ExternalLink as externalLink,
  EyeOff as eyeOff,
  FileCode as fileCode,
  FileText as fileText,
  Fingerprint as fingerprint,
  FlaskConical as flaskConical,
  Gamepad2 as gamepad2,
  Gift as gift,
  Globe as globe,
  Globe2 as globe2,
  GraduationCap as graduationCap,
  HandCoins as handCoins,
  HeartPulse as heartPulse,
  Infinity as infinity,
  Info as info,
  KeyRound as keyRound,
  Landmark as landmark,
  Languages as languages,
  LayoutDashboard as layoutDashboard,
  Link2 as link2,
  Lock as lock,
  Mail as mail,
  MapPin as mapPin,
  Menu as menu,
  MessageCircle as messageCircle,
  Moon as moon,
  Palette as palette,
  Phone as phone,
  Play as play,
  Printer as printer,
  Puzzle as puzzle,
  QrCode as qrCode,
  Receipt as receipt,
  ReceiptText as receiptText,
  Rocket as rocket,
  Rss as rss,
  Scale as scale,
  Share2 as share2,
  ShieldCheck as shieldCheck,
  ShoppingBag as shoppingBag,
  Smartphone as smartphone,
  SmartphoneNfc as smartphoneNfc,
  Sparkles as sparkles,
  SplitSquareHorizontal as splitSquareHorizontal,
  Store as store,
  Sun as sun,
  TabletSmartphone as tabletSmartphone,
  Ticket as ticket,
  Tv as tv,
  UserCheck as userCheck,
  UserRound as userRound,
  Users as users,
  Wallet as wallet,
  Wifi as wifi,
  X as x,
  Zap as zap,
  type IconNode,
} from "lucide";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "ref" | "children"> & {
  /** Width and height in pixels when no class sizes the icon (24). */
  size?: number;
};

/** A component that draws one icon; what sections take when a caller chooses the icon. */
export type Icon = (props: IconProps) => React.ReactElement;

/** An icon is decorative (hidden from assistive technology) unless it is given a name. */
function named(props: IconProps): boolean {
  return props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined || props.role !== undefined;
}

export function lucideIcon(node: IconNode): Icon {
  function LucideIcon({ size = 24, className, strokeWidth, style, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        className={className ? `icon ${className}` : "icon"}
        style={strokeWidth === undefined ? style : { ...style, strokeWidth }}
        aria-hidden={named(rest) ? undefined : true}
        {...rest}
      >
        {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
      </svg>
    );
  }
  return LucideIcon;
}

export const Apple = /* @__PURE__ */ lucideIcon(apple);
export const ArrowLeft = /* @__PURE__ */ lucideIcon(arrowLeft);
export const ArrowRight = /* @__PURE__ */ lucideIcon(arrowRight);
export const BadgeCheck = /* @__PURE__ */ lucideIcon(badgeCheck);
export const Banknote = /* @__PURE__ */ lucideIcon(banknote);
export const Bell = /* @__PURE__ */ lucideIcon(bell);
export const BellRing = /* @__PURE__ */ lucideIcon(bellRing);
export const Building2 = /* @__PURE__ */ lucideIcon(building2);
export const Check = /* @__PURE__ */ lucideIcon(check);
export const CheckCircle2 = /* @__PURE__ */ lucideIcon(checkCircle2);
export const ChevronDown = /* @__PURE__ */ lucideIcon(chevronDown);
export const ChevronRight = /* @__PURE__ */ lucideIcon(chevronRight);
export const CircleHelp = /* @__PURE__ */ lucideIcon(circleHelp);
export const Clock = /* @__PURE__ */ lucideIcon(clock);
export const Code2 = /* @__PURE__ */ lucideIcon(code2);
export const Copy = /* @__PURE__ */ lucideIcon(copy);
export const CreditCard = /* @__PURE__ */ lucideIcon(creditCard);
export const Droplets = /* @__PURE__ */ lucideIcon(droplets);
export const ExternalLink = /* @__PURE__ */ lucideIcon(externalLink);
export const EyeOff = /* @__PURE__ */ lucideIcon(eyeOff);
export const FileCode = /* @__PURE__ */ lucideIcon(fileCode);
export const FileText = /* @__PURE__ */ lucideIcon(fileText);
export const Fingerprint = /* @__PURE__ */ lucideIcon(fingerprint);
export const FlaskConical = /* @__PURE__ */ lucideIcon(flaskConical);
export const Gamepad2 = /* @__PURE__ */ lucideIcon(gamepad2);
export const Gift = /* @__PURE__ */ lucideIcon(gift);
export const Globe = /* @__PURE__ */ lucideIcon(globe);
export const Globe2 = /* @__PURE__ */ lucideIcon(globe2);
export const GraduationCap = /* @__PURE__ */ lucideIcon(graduationCap);
export const HandCoins = /* @__PURE__ */ lucideIcon(handCoins);
export const HeartPulse = /* @__PURE__ */ lucideIcon(heartPulse);
export const InfinityIcon = /* @__PURE__ */ lucideIcon(infinity);
export const Info = /* @__PURE__ */ lucideIcon(info);
export const KeyRound = /* @__PURE__ */ lucideIcon(keyRound);
export const Landmark = /* @__PURE__ */ lucideIcon(landmark);
export const Languages = /* @__PURE__ */ lucideIcon(languages);
export const LayoutDashboard = /* @__PURE__ */ lucideIcon(layoutDashboard);
export const Link2 = /* @__PURE__ */ lucideIcon(link2);
export const Lock = /* @__PURE__ */ lucideIcon(lock);
export const Mail = /* @__PURE__ */ lucideIcon(mail);
export const MapPin = /* @__PURE__ */ lucideIcon(mapPin);
export const Menu = /* @__PURE__ */ lucideIcon(menu);
export const MessageCircle = /* @__PURE__ */ lucideIcon(messageCircle);
export const Moon = /* @__PURE__ */ lucideIcon(moon);
export const Palette = /* @__PURE__ */ lucideIcon(palette);
export const Phone = /* @__PURE__ */ lucideIcon(phone);
export const Play = /* @__PURE__ */ lucideIcon(play);
export const Printer = /* @__PURE__ */ lucideIcon(printer);
export const Puzzle = /* @__PURE__ */ lucideIcon(puzzle);
export const QrCode = /* @__PURE__ */ lucideIcon(qrCode);
export const Receipt = /* @__PURE__ */ lucideIcon(receipt);
export const ReceiptText = /* @__PURE__ */ lucideIcon(receiptText);
export const Rocket = /* @__PURE__ */ lucideIcon(rocket);
export const Rss = /* @__PURE__ */ lucideIcon(rss);
export const Scale = /* @__PURE__ */ lucideIcon(scale);
export const Share2 = /* @__PURE__ */ lucideIcon(share2);
export const ShieldCheck = /* @__PURE__ */ lucideIcon(shieldCheck);
export const ShoppingBag = /* @__PURE__ */ lucideIcon(shoppingBag);
export const Smartphone = /* @__PURE__ */ lucideIcon(smartphone);
export const SmartphoneNfc = /* @__PURE__ */ lucideIcon(smartphoneNfc);
export const Sparkles = /* @__PURE__ */ lucideIcon(sparkles);
export const SplitSquareHorizontal = /* @__PURE__ */ lucideIcon(splitSquareHorizontal);
export const Store = /* @__PURE__ */ lucideIcon(store);
export const Sun = /* @__PURE__ */ lucideIcon(sun);
export const TabletSmartphone = /* @__PURE__ */ lucideIcon(tabletSmartphone);
export const Ticket = /* @__PURE__ */ lucideIcon(ticket);
export const Tv = /* @__PURE__ */ lucideIcon(tv);
export const UserCheck = /* @__PURE__ */ lucideIcon(userCheck);
export const UserRound = /* @__PURE__ */ lucideIcon(userRound);
export const Users = /* @__PURE__ */ lucideIcon(users);
export const Wallet = /* @__PURE__ */ lucideIcon(wallet);
export const Wifi = /* @__PURE__ */ lucideIcon(wifi);
export const X = /* @__PURE__ */ lucideIcon(x);
export const Zap = /* @__PURE__ */ lucideIcon(zap);
