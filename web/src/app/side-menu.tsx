import { CreditCard, House, Info, LayoutDashboard, Mail, UserCog } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn.ts';
import { Dialog } from '@/ui/dialog.tsx';

const SIDE_MENU = [
  { label: 'Home', to: '/' },
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'My Account', to: '/my-account' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Contact Us', to: '/contact' },
] as const;

const ICONS = {
  '/': House,
  '/dashboard': LayoutDashboard,
  '/how-it-works': Info,
  '/my-account': UserCog,
  '/pricing': CreditCard,
  '/contact': Mail,
} as const;

export default function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Menu" side="left">
      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          {SIDE_MENU.map((entry) => {
            const Icon = ICONS[entry.to];
            return (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end
                  onClick={() => onOpenChange(false)}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-12 items-center gap-3 rounded-xl px-3 text-lg font-bold no-underline',
                      isActive ? 'bg-iris-3 text-iris-12' : 'text-sand-12 hover:bg-sand-3',
                    )
                  }
                >
                  <Icon className="size-5 text-iris-10" aria-hidden="true" />
                  {entry.label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </Dialog>
  );
}
