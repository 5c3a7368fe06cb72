import { createElement, type SVGProps } from "react";
import {
  AlertTriangle as AlertTriangleNode,
  Archive as ArchiveNode,
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  ArrowUp as ArrowUpNode,
  BadgeCheck as BadgeCheckNode,
  BarChart3 as BarChart3Node,
  Boxes as BoxesNode,
  Gauge as GaugeNode,
  CalendarCheck as CalendarCheckNode,
  CalendarClock as CalendarClockNode,
  CalendarDays as CalendarDaysNode,
  CalendarHeart as CalendarHeartNode,
  CalendarOff as CalendarOffNode,
  CalendarX2 as CalendarX2Node,
  Camera as CameraNode,
  Car as CarNode,
  Check as CheckNode,
  CheckCircle2 as CheckCircle2Node,
  ChevronDown as ChevronDownNode,
  ChevronLeft as ChevronLeftNode,
  ChevronRight as ChevronRightNode,
  ClipboardList as ClipboardListNode,
  Clock as ClockNode,
  Download as DownloadNode,
  Droplets as DropletsNode,
  ExternalLink as ExternalLinkNode,
  Eye as EyeNode,
  EyeOff as EyeOffNode,
  FileCheck2 as FileCheck2Node,
  Gem as GemNode,
  Glasses as GlassesNode,
  ImageOff as ImageOffNode,
  ImagePlus as ImagePlusNode,
  ImageUp as ImageUpNode,
  LayoutGrid as LayoutGridNode,
  List as ListNode,
  Lock as LockNode,
  LogOut as LogOutNode,
  Mail as MailNode,
  Hourglass as HourglassNode,
  BellRing as BellRingNode,
  MailX as MailXNode,
  MapPin as MapPinNode,
  Menu as MenuNode,
  MessageCircle as MessageCircleNode,
  Minus as MinusNode,
  Monitor as MonitorNode,
  Moon as MoonNode,
  Navigation as NavigationNode,
  Package as PackageNode,
  PackageX as PackageXNode,
  Pencil as PencilNode,
  Phone as PhoneNode,
  PhoneCall as PhoneCallNode,
  PlugZap as PlugZapNode,
  Plus as PlusNode,
  Ruler as RulerNode,
  ScanEye as ScanEyeNode,
  Search as SearchNode,
  ShieldAlert as ShieldAlertNode,
  ShoppingBag as ShoppingBagNode,
  SlidersHorizontal as SlidersHorizontalNode,
  Sparkles as SparklesNode,
  Stethoscope as StethoscopeNode,
  Sun as SunNode,
  Trash2 as Trash2Node,
  UserRound as UserRoundNode,
  Users as UsersNode,
  Wallet as WalletNode,
  X as XNode,
  XCircle as XCircleNode,
  type IconNode,
} from "lucide";

/**
 * Lucide's icons as plain SVG. lucide-react draws every icon through a "use client"
 * component, so each icon on a server-rendered page became a client component: its path
 * data sent to the browser as props and the icon rebuilt there during hydration (50 on the
 * home page). These are ordinary elements with the same markup, drawn wherever they are
 * rendered. Decorative unless given an aria-label.
 */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children">;
export type IconComponent = (props: IconProps) => React.JSX.Element;

// Each export below is marked pure, so a bundle keeps only the icons its code uses.
function icon(name: string, node: IconNode): IconComponent {
  function LucideIcon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={props["aria-label"] ? undefined : true}
        className={`lucide lucide-${name}${className ? ` ${className}` : ""}`}
        {...props}
      >
        {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    );
  }
  return LucideIcon;
}

export const AlertTriangle = /* @__PURE__ */ icon("alert-triangle", AlertTriangleNode);
export const Archive = /* @__PURE__ */ icon("archive", ArchiveNode);
export const ArrowLeft = /* @__PURE__ */ icon("arrow-left", ArrowLeftNode);
export const ArrowRight = /* @__PURE__ */ icon("arrow-right", ArrowRightNode);
export const ArrowUp = /* @__PURE__ */ icon("arrow-up", ArrowUpNode);
export const BadgeCheck = /* @__PURE__ */ icon("badge-check", BadgeCheckNode);
export const BarChart3 = /* @__PURE__ */ icon("bar-chart-3", BarChart3Node);
export const Boxes = /* @__PURE__ */ icon("boxes", BoxesNode);
export const Gauge = /* @__PURE__ */ icon("gauge", GaugeNode);
export const CalendarCheck = /* @__PURE__ */ icon("calendar-check", CalendarCheckNode);
export const CalendarClock = /* @__PURE__ */ icon("calendar-clock", CalendarClockNode);
export const CalendarDays = /* @__PURE__ */ icon("calendar-days", CalendarDaysNode);
export const CalendarHeart = /* @__PURE__ */ icon("calendar-heart", CalendarHeartNode);
export const CalendarOff = /* @__PURE__ */ icon("calendar-off", CalendarOffNode);
export const CalendarX2 = /* @__PURE__ */ icon("calendar-x-2", CalendarX2Node);
export const Camera = /* @__PURE__ */ icon("camera", CameraNode);
export const Car = /* @__PURE__ */ icon("car", CarNode);
export const Check = /* @__PURE__ */ icon("check", CheckNode);
export const CheckCircle2 = /* @__PURE__ */ icon("check-circle-2", CheckCircle2Node);
export const ChevronDown = /* @__PURE__ */ icon("chevron-down", ChevronDownNode);
export const ChevronLeft = /* @__PURE__ */ icon("chevron-left", ChevronLeftNode);
export const ChevronRight = /* @__PURE__ */ icon("chevron-right", ChevronRightNode);
export const ClipboardList = /* @__PURE__ */ icon("clipboard-list", ClipboardListNode);
export const Clock = /* @__PURE__ */ icon("clock", ClockNode);
export const Download = /* @__PURE__ */ icon("download", DownloadNode);
export const Droplets = /* @__PURE__ */ icon("droplets", DropletsNode);
export const ExternalLink = /* @__PURE__ */ icon("external-link", ExternalLinkNode);
export const Eye = /* @__PURE__ */ icon("eye", EyeNode);
export const EyeOff = /* @__PURE__ */ icon("eye-off", EyeOffNode);
export const FileCheck2 = /* @__PURE__ */ icon("file-check-2", FileCheck2Node);
export const Gem = /* @__PURE__ */ icon("gem", GemNode);
export const Glasses = /* @__PURE__ */ icon("glasses", GlassesNode);
export const ImageOff = /* @__PURE__ */ icon("image-off", ImageOffNode);
export const ImagePlus = /* @__PURE__ */ icon("image-plus", ImagePlusNode);
export const ImageUp = /* @__PURE__ */ icon("image-up", ImageUpNode);
export const LayoutGrid = /* @__PURE__ */ icon("layout-grid", LayoutGridNode);
export const List = /* @__PURE__ */ icon("list", ListNode);
export const Lock = /* @__PURE__ */ icon("lock", LockNode);
export const LogOut = /* @__PURE__ */ icon("log-out", LogOutNode);
export const Mail = /* @__PURE__ */ icon("mail", MailNode);
export const Hourglass = /* @__PURE__ */ icon("hourglass", HourglassNode);
export const BellRing = /* @__PURE__ */ icon("bell-ring", BellRingNode);
export const MailX = /* @__PURE__ */ icon("mail-x", MailXNode);
export const MapPin = /* @__PURE__ */ icon("map-pin", MapPinNode);
export const Menu = /* @__PURE__ */ icon("menu", MenuNode);
export const MessageCircle = /* @__PURE__ */ icon("message-circle", MessageCircleNode);
export const Minus = /* @__PURE__ */ icon("minus", MinusNode);
export const Monitor = /* @__PURE__ */ icon("monitor", MonitorNode);
export const Moon = /* @__PURE__ */ icon("moon", MoonNode);
export const Navigation = /* @__PURE__ */ icon("navigation", NavigationNode);
export const Package = /* @__PURE__ */ icon("package", PackageNode);
export const PackageX = /* @__PURE__ */ icon("package-x", PackageXNode);
export const Pencil = /* @__PURE__ */ icon("pencil", PencilNode);
export const Phone = /* @__PURE__ */ icon("phone", PhoneNode);
export const PhoneCall = /* @__PURE__ */ icon("phone-call", PhoneCallNode);
export const PlugZap = /* @__PURE__ */ icon("plug-zap", PlugZapNode);
export const Plus = /* @__PURE__ */ icon("plus", PlusNode);
export const Ruler = /* @__PURE__ */ icon("ruler", RulerNode);
export const ScanEye = /* @__PURE__ */ icon("scan-eye", ScanEyeNode);
export const Search = /* @__PURE__ */ icon("search", SearchNode);
export const ShieldAlert = /* @__PURE__ */ icon("shield-alert", ShieldAlertNode);
export const ShoppingBag = /* @__PURE__ */ icon("shopping-bag", ShoppingBagNode);
export const SlidersHorizontal = /* @__PURE__ */ icon("sliders-horizontal", SlidersHorizontalNode);
export const Sparkles = /* @__PURE__ */ icon("sparkles", SparklesNode);
export const Stethoscope = /* @__PURE__ */ icon("stethoscope", StethoscopeNode);
export const Sun = /* @__PURE__ */ icon("sun", SunNode);
export const Trash2 = /* @__PURE__ */ icon("trash-2", Trash2Node);
export const UserRound = /* @__PURE__ */ icon("user-round", UserRoundNode);
export const Users = /* @__PURE__ */ icon("users", UsersNode);
export const Wallet = /* @__PURE__ */ icon("wallet", WalletNode);
export const X = /* @__PURE__ */ icon("x", XNode);
export const XCircle = /* @__PURE__ */ icon("x-circle", XCircleNode);
