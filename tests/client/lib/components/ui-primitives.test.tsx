import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';

describe('cn', () => {
  it('joins classes, drops falsy ones and lets the later Tailwind utility win', () => {
    const hidden = document.hidden;
    expect(cn('px-2 py-1', hidden && 'hidden', null, 'px-4')).toBe('py-1 px-4');
  });
});

describe('ui primitives', () => {
  it('Button is a type="button" by default, merges classes and can render its child', () => {
    render(
      <>
        <Button className="w-full">Save</Button>
        <Button asChild variant="link">
          <a href="/x">Go</a>
        </Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toContain('w-full');
    expect(screen.getByRole('link', { name: 'Go' }).className).toContain('underline-offset-4');
  });

  it('Label names its Input', () => {
    render(
      <>
        <Label htmlFor="account">Account</Label>
        <Input id="account" />
      </>,
    );
    expect(screen.getByLabelText('Account').tagName).toBe('INPUT');
  });

  it('Dialog opens from its trigger, has a translated close button and closes with Escape', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Title</DialogTitle>
          <DialogDescription>Body</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Title' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Sheet closes from its close button', async () => {
    const user = userEvent.setup();
    render(
      <Sheet>
        <SheetTrigger>Panel</SheetTrigger>
        <SheetContent aria-describedby={undefined}>
          <SheetTitle>Side</SheetTitle>
        </SheetContent>
      </Sheet>,
    );
    await user.click(screen.getByRole('button', { name: 'Panel' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Tabs switch with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'A' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'B' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel B');
  });

  it('DropdownMenu opens from the keyboard and runs the chosen item', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button>Menu</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onSelect}>Rename</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Rename' });
    await user.click(item);
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
