import {
  AlertCircle, Briefcase, Building, Calendar, Camera, CheckSquare, Circle, Clock, CreditCard, Download,
  Eye, EyeOff, FileText, Globe, Hash, Heart, Home, Info, Key, Link, List, Lock, Mail, MapPin,
  MessageSquare, Phone, Search, Settings, Shield, Star, Tag, Upload, User, Users, type LucideIcon,
} from 'lucide-react';
import type { IconName } from '@shared/icons';

/** The 34 icons of SPEC 2, by name; an unknown name shows a star. */
export const ICONS: Record<IconName, LucideIcon> = {
  User, Mail, Phone, Hash, FileText, List, CheckSquare, Circle, MapPin, Calendar, Clock, Building,
  Users, CreditCard, Lock, Key, Globe, MessageSquare, Search, Settings, Home, Briefcase, Heart, Star,
  Tag, Camera, Upload, Download, Link, Eye, EyeOff, Shield, AlertCircle, Info,
};

export function Icon({ name, className }: { name: string; className?: string }) {
  const Component = ICONS[name as IconName] ?? Star;
  return <Component aria-hidden className={className} />;
}
