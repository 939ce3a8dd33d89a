import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../components/Button';
import { Logo } from '../components/Logo';
import { MobileMenu } from './MobileMenu';
import { DesktopNav } from './nav/DesktopNav';

/** the fixed site header: logo, desktop dropdowns, 'Get Demo' and the mobile menu toggle */
export function Header() {
  // a scrolled-past-10px flag, kept as a data attribute only (the spec gives it no visible effect)
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <header data-scrolled={scrolled} className="fixed inset-x-0 top-0 z-50 h-[68px] border-b border-ink-800 bg-ink-950/95 backdrop-blur">
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Link to="/" className="flex items-center no-underline" aria-label="BlokSecure home">
          <Logo />
        </Link>
        <div className="hidden lg:block">
          <DesktopNav />
        </div>
        <div className="flex items-center gap-2">
          <Link to="/demo" className={buttonClass('primary', 'sm', 'hidden sm:inline-flex')}>
            Get Demo
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
