import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { User } from '@shared/user-schema';
import { api } from '@/lib/api-client';
import { onSessionEnd } from '@/lib/session-store';
import { readJson, removeItem, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** The body of POST /auth/user (docs/api.md). */
export interface NewUser {
  name: string;
  email: string;
  password: string;
  role_id: number;
  phone?: string;
  department?: string;
  is_active?: boolean;
}

/** The body of PATCH /auth/user/{id}: only what changed. */
export type UserChanges = Partial<NewUser>;

interface UsersData {
  users: User[];
  currentUser: User | null;
  loading: boolean;
  error: string | null;
}

export interface UsersState extends UsersData {
  // Collection actions (SPEC 4).
  setLoading(): void;
  setUsers(users: User[]): void;
  addUser(user: User): void;
  updateUserById(id: number, user: User): void;
  deleteUserById(id: number): void;
  setError(error: string): void;
  setCurrentUser(user: User | null): void;
  // Server calls; the mutations rethrow so the screen can show the server's message.
  fetchUsers(): Promise<void>;
  fetchUser(id: number): Promise<User | null>;
  createUser(input: NewUser): Promise<User>;
  updateUser(id: number, changes: UserChanges): Promise<User>;
  deleteUser(id: number): Promise<void>;
}

type Persisted = Pick<UsersData, 'users' | 'currentUser'>;

/** sessionStorage under `users` (SPEC 9) through the app's storage helpers, which log bad JSON. */
const sessionStore: PersistStorage<Persisted> = {
  getItem: (name) => readJson(name, 'session') ?? null,
  setItem: (name, value) => writeJson(name, value, 'session'),
  removeItem: (name) => removeItem(name, 'session'),
};

export function createUsersStore() {
  return create<UsersState>()(
    persist(
      (set, get) => ({
        users: [],
        currentUser: null,
        loading: false,
        error: null,

        setLoading: () => set({ loading: true }),
        setUsers: (users) => set({ users, loading: false, error: null }),
        addUser: (user) => set((state) => ({ users: [user, ...state.users] })),
        updateUserById: (id, user) =>
          set((state) => ({
            users: state.users.map((existing) => (existing.id === id ? user : existing)),
            currentUser: state.currentUser?.id === id ? user : state.currentUser,
          })),
        deleteUserById: (id) =>
          set((state) => ({
            users: state.users.filter((user) => user.id !== id),
            currentUser: state.currentUser?.id === id ? null : state.currentUser,
          })),
        setError: (error) => set({ error, loading: false }),
        setCurrentUser: (currentUser) => set({ currentUser }),

        async fetchUsers() {
          get().setLoading();
          try {
            get().setUsers(await api.get<User[]>('/auth/user'));
          } catch (error) {
            get().setError('Failed to fetch users');
            console.warn('Failed to fetch users', error);
          }
        },
        async fetchUser(id) {
          get().setLoading();
          try {
            const user = await api.get<User>(`/auth/user/${id}`);
            set({ currentUser: user, loading: false });
            return user;
          } catch (error) {
            get().setError('Failed to fetch user');
            console.warn('Failed to fetch user', error);
            return null;
          }
        },
        async createUser(input) {
          try {
            const user = await api.post<User>('/auth/user', input);
            get().addUser(user);
            return user;
          } catch (error) {
            get().setError('Failed to create user');
            throw error;
          }
        },
        async updateUser(id, changes) {
          try {
            const user = await api.patch<User>(`/auth/user/${id}`, changes);
            get().updateUserById(id, user);
            return user;
          } catch (error) {
            get().setError('Failed to update user');
            throw error;
          }
        },
        async deleteUser(id) {
          try {
            await api.delete(`/auth/user/${id}`);
            get().deleteUserById(id);
          } catch (error) {
            get().setError('Failed to delete user');
            throw error;
          }
        },
      }),
      {
        name: STORAGE_KEYS.users,
        storage: sessionStore,
        partialize: (state) => ({ users: state.users, currentUser: state.currentUser }),
        // Stored data of the wrong shape is ignored rather than trusted.
        merge: (persisted, current) => {
          const stored = persisted as Partial<Persisted> | undefined;
          return {
            ...current,
            users: Array.isArray(stored?.users) ? stored.users : current.users,
            currentUser: stored?.currentUser ?? current.currentUser,
          };
        },
      },
    ),
  );
}

export const useUsersStore = createUsersStore();

// The staff directory leaves the browser with the session that fetched it.
onSessionEnd(() => {
  useUsersStore.setState({ users: [], currentUser: null, loading: false, error: null });
  removeItem(STORAGE_KEYS.users, 'session');
});
