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

export const AlertTriangle = icon("alert-triangle", AlertTriangleNode);
export const Archive = icon("archive", ArchiveNode);
export const ArrowLeft = icon("arrow-left", ArrowLeftNode);
export const ArrowRight = icon("arrow-right", ArrowRightNode);
export const ArrowUp = icon("arrow-up", ArrowUpNode);
export const BadgeCheck = icon("badge-check", BadgeCheckNode);
export const BarChart3 = icon("bar-chart-3", BarChart3Node);
export const Boxes = icon("boxes", BoxesNode);
export const CalendarCheck = icon("calendar-check", CalendarCheckNode);
export const CalendarClock = icon("calendar-clock", CalendarClockNode);
export const CalendarDays = icon("calendar-days", CalendarDaysNode);
export const CalendarHeart = icon("calendar-heart", CalendarHeartNode);
export const CalendarOff = icon("calendar-off", CalendarOffNode);
export const CalendarX2 = icon("calendar-x-2", CalendarX2Node);
export const Camera = icon("camera", CameraNode);
export const Car = icon("car", CarNode);
export const Check = icon("check", CheckNode);
export const CheckCircle2 = icon("check-circle-2", CheckCircle2Node);
export const ChevronDown = icon("chevron-down", ChevronDownNode);
export const ChevronLeft = icon("chevron-left", ChevronLeftNode);
export const ChevronRight = icon("chevron-right", ChevronRightNode);
export const ClipboardList = icon("clipboard-list", ClipboardListNode);
export const Clock = icon("clock", ClockNode);
export const Download = icon("download", DownloadNode);
export const Droplets = icon("droplets", DropletsNode);
export const ExternalLink = icon("external-link", ExternalLinkNode);
export const Eye = icon("eye", EyeNode);
export const EyeOff = icon("eye-off", EyeOffNode);
export const FileCheck2 = icon("file-check-2", FileCheck2Node);
export const Gem = icon("gem", GemNode);
export const Glasses = icon("glasses", GlassesNode);
export const ImageOff = icon("image-off", ImageOffNode);
export const ImagePlus = icon("image-plus", ImagePlusNode);
export const ImageUp = icon("image-up", ImageUpNode);
export const LayoutGrid = icon("layout-grid", LayoutGridNode);
export const List = icon("list", ListNode);
export const Lock = icon("lock", LockNode);
export const LogOut = icon("log-out", LogOutNode);
export const Mail = icon("mail", MailNode);
export const MapPin = icon("map-pin", MapPinNode);
export const Menu = icon("menu", MenuNode);
export const MessageCircle = icon("message-circle", MessageCircleNode);
export const Minus = icon("minus", MinusNode);
export const Monitor = icon("monitor", MonitorNode);
export const Moon = icon("moon", MoonNode);
export const Navigation = icon("navigation", NavigationNode);
export const Package = icon("package", PackageNode);
export const PackageX = icon("package-x", PackageXNode);
export const Pencil = icon("pencil", PencilNode);
export const Phone = icon("phone", PhoneNode);
export const PhoneCall = icon("phone-call", PhoneCallNode);
export const PlugZap = icon("plug-zap", PlugZapNode);
export const Plus = icon("plus", PlusNode);
export const Ruler = icon("ruler", RulerNode);
export const ScanEye = icon("scan-eye", ScanEyeNode);
export const Search = icon("search", SearchNode);
export const ShieldAlert = icon("shield-alert", ShieldAlertNode);
export const ShoppingBag = icon("shopping-bag", ShoppingBagNode);
export const SlidersHorizontal = icon("sliders-horizontal", SlidersHorizontalNode);
export const Sparkles = icon("sparkles", SparklesNode);
export const Stethoscope = icon("stethoscope", StethoscopeNode);
export const Sun = icon("sun", SunNode);
export const Trash2 = icon("trash-2", Trash2Node);
export const UserRound = icon("user-round", UserRoundNode);
export const Users = icon("users", UsersNode);
export const Wallet = icon("wallet", WalletNode);
export const X = icon("x", XNode);
export const XCircle = icon("x-circle", XCircleNode);
